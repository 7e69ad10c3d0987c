import type { MailPlaceholder } from '@maxer/domain';
import { richTextBlocks } from '@maxer/domain';
import { escapeHtml } from '../../platform/html.ts';
import { fillPlaceholders } from '../documents/placeholders.ts';

/** The value of every placeholder, as plain text. */
export type MailValues = Record<MailPlaceholder, string>;

/** Placeholders whose value is an address: in HTML they become a link. */
const LINK_PLACEHOLDERS: readonly MailPlaceholder[] = ['offer_link', 'review_link'];

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const usesPlaceholder = (text: string, name: MailPlaceholder) =>
  new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).test(text);

/**
 * A template's or system e-mail's text for one recipient: the title becomes the subject, the
 * sanitized body the HTML (values escaped, links as links) and its plain-text twin. With `link`, a
 * body that does not place `{{offer_link}}` itself gets the link appended, so an offer e-mail never
 * goes out without the way to the offer.
 */
export function renderMail(
  source: { title: string; body: string },
  values: MailValues,
  link?: { href: string; label: string },
): RenderedMail {
  const htmlValues = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      LINK_PLACEHOLDERS.includes(name as MailPlaceholder) && value
        ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
        : escapeHtml(value),
    ]),
  );
  const appendLink = link && !usesPlaceholder(source.body, 'offer_link');
  const html =
    fillPlaceholders(source.body, htmlValues) +
    (appendLink ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '');
  const paragraphs = richTextBlocks(source.body).map((block) =>
    fillPlaceholders(block.runs.map((run) => run.text).join(''), values),
  );
  const text = [...paragraphs, ...(appendLink ? [link.href] : [])].join('\n\n');
  const subject = fillPlaceholders(source.title, values).replace(/\s+/g, ' ').trim();
  return { subject, html, text };
}
