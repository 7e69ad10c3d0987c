import type { Language, PublicOffer } from '@maxer/domain';
import { formatDateTime } from './format.ts';
import { text } from './texts.ts';

/**
 * The office's public comments on the job, oldest first, each with the company's name and its time
 * in the company's zone (the API answers no author: the company speaks). Nothing when there are none.
 */
export function OfferMessages({ offer, language }: { offer: PublicOffer; language: Language }) {
  if (offer.comments.length === 0) return null;
  const company = offer.company.name;
  const at = (iso: string) => formatDateTime(iso, language, offer.company.timeZone);
  return (
    <section className="card" aria-labelledby="messages-title">
      <h2 id="messages-title">{text(language, 'messages', { company })}</h2>
      <ol className="plain messages">
        {offer.comments.map((comment) => (
          <li key={comment._id}>
            <p className="muted">
              {company} · <time dateTime={comment.createdAt}>{at(comment.createdAt)}</time>
              {comment.editedAt && ` · ${text(language, 'messageEdited')}`}
            </p>
            <p className="message">{comment.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
