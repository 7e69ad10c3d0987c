import type { Language } from '@maxer/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { composeMail } from '../../platform/mail/compose/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { fill, texts } from '../../platform/texts.ts';
import { type RecordedNotifications, recordNotification } from '../notifications/index.ts';
import { activeOwners } from './reviews.repo.ts';

export const LOW_REVIEW_MAIL = 'review-low-alert';

/** The low review the owners hear of. */
export interface LowReview {
  companyId: string;
  reviewId: string;
  customerName: string;
  contractId: string | null;
  contractNumber: number | null;
  /** The review's average, one decimal. */
  rating: number;
  comment: string | null;
}

const LOCALES: Record<Language, string> = { de: 'de-CH', en: 'en-GB' };

/**
 * The review funnel's alert (ADR 050): a review at or below REVIEW_FUNNEL_LOW reaches every active
 * owner of the company as an e-mail (in the language they last signed in with, through the outbox)
 * and as an in-app notification, inside the transaction that stores the answer. Once per review:
 * `alerted_at` is claimed here, so a second call finds it set and does nothing. Answers the
 * notifications to announce after the commit.
 */
export async function alertOwnersOfLowReview(
  tx: Db,
  deps: { mailer: Mailer; publicUrl: string },
  review: LowReview,
  at: Date,
): Promise<RecordedNotifications> {
  const claimed = await tx
    .update(reviews)
    .set({ alertedAt: at })
    .where(
      and(
        eq(reviews.companyId, review.companyId),
        eq(reviews.id, review.reviewId),
        isNull(reviews.alertedAt),
      ),
    )
    .returning({ id: reviews.id });
  if (claimed.length === 0) return [];

  for (const owner of await activeOwners(tx, review.companyId)) {
    const t = texts(owner.language, 'mail').reviewAlert;
    const rating = review.rating.toLocaleString(LOCALES[owner.language]);
    const job = review.contractNumber === null ? t.noJob : fill(t.job, { number: review.contractNumber });
    const url = `${deps.publicUrl}${owner.language === 'en' ? '/en' : ''}/reviews/${review.reviewId}`;
    await deps.mailer.enqueue(tx, {
      companyId: review.companyId,
      kind: LOW_REVIEW_MAIL,
      related: { type: 'review', id: review.reviewId },
      to: owner.email,
      ...composeMail({
        subject: fill(t.subject, { customer: review.customerName, rating }),
        blocks: [
          fill(t.greeting, { name: `${owner.firstName} ${owner.lastName}`.trim() }),
          fill(t.text, { customer: review.customerName, job, rating }),
          ...(review.comment ? [fill(t.comment, { comment: review.comment })] : []),
          t.asked,
          { lead: t.lead, link: { href: url, label: t.button } },
          t.regards,
        ],
      }),
    });
  }
  return recordNotification(tx, {
    companyId: review.companyId,
    exceptUserId: null,
    roles: ['OWNER'],
    kind: 'reviewLow',
    data: {
      reviewId: review.reviewId,
      customerName: review.customerName,
      rating: review.rating,
      ...(review.contractId && review.contractNumber !== null
        ? { contractId: review.contractId, contractNumber: review.contractNumber }
        : {}),
    },
    at,
  });
}
