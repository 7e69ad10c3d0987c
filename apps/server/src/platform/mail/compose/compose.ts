import { type MailPlaceholder, richTextBlocks, sanitizeRichText } from '@maxer/domain';
import { escapeHtml } from './escape-html.ts';
import { fillPlaceholders, usesPlaceholder } from './placeholders.ts';

/** An e-mail ready for the outbox: its subject line, its HTML and its plain-text twin. */
export interface ComposedMail {
  subject: string;
  html: string;
  text: string;
}

/** The value of every mail placeholder, as plain text (never markup). */
export type MailValues = Record<MailPlaceholder, string>;

/**
 * A mail's wording with `{{placeholders}}`: the title becomes the subject, the body is rich text (the
 * domain's HTML subset). A company's mail template, its own system e-mail text, or the built-in one.
 */
export interface MailText {
  title: string;
  body: string;
}

/** A link shown with a label in HTML; the plain text shows the address itself. */
export interface MailLink {
  href: string;
  label: string;
}

/** Placeholders whose value is an address: in HTML they become a link. */
const LINK_PLACEHOLDERS: readonly string[] = ['offer_link', 'review_link'] satisfies MailPlaceholder[];

const linkHtml = (link: MailLink) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`;

/** Words on one line: runs of white space (line breaks too) become one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A mail text filled for one recipient. The body is sanitised by the domain's rich-text sanitiser
 * (whatever it was stored as), then each placeholder gets its value escaped for HTML (an address
 * placeholder becomes a link); the plain text is read from the same blocks with the values as they
 * are. Unknown placeholders stay as written. With `link`, a body that does not place
 * `{{offer_link}}` itself gets that link appended, so an offer e-mail never goes out without the way
 * to the offer.
 */
export function composeTemplateMail(
  source: MailText,
  values: Readonly<Record<string, string>>,
  options: { link?: MailLink } = {},
): ComposedMail {
  const body = sanitizeRichText(source.body);
  const escaped = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, escapeHtml(value)]),
  );
  const asContent = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      LINK_PLACEHOLDERS.includes(name) && value ? linkHtml({ href: value, label: value }) : escaped[name]!,
    ]),
  );
  const { link } = options;
  const appended = link && !usesPlaceholder(body, 'offer_link') ? link : undefined;
  // The sanitised body has "<" and ">" only around tags: inside a tag (an href) a value is escaped
  // text, between tags an address becomes a link.
  const filled = body
    .split(/(<[^>]*>)/)
    .map((part) => fillPlaceholders(part, part.startsWith('<') ? escaped : asContent))
    .join('');
  const html = filled + (appended ? `<p>${linkHtml(appended)}</p>` : '');
  const paragraphs = richTextBlocks(body).map((block) =>
    fillPlaceholders(block.runs.map((run) => run.text).join(''), values),
  );
  const text = [...paragraphs, ...(appended ? [appended.href] : [])].join('\n\n');
  return { subject: oneLine(fillPlaceholders(source.title, values)), html, text };
}

/**
 * One block of a mail written in code: a paragraph of plain text ("\n" breaks the line), a link (on
 * its own, or with a `lead` sentence that introduces it), or a table of label and value rows.
 */
export type MailBlock =
  | string
  | { link: MailLink; lead?: string }
  | { rows: readonly (readonly [string, string])[] };

const paragraphHtml = (text: string) => `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;

/**
 * A mail whose wording is written in code (the built-in offer and invoice e-mails, invitations,
 * payment notices): plain-text blocks, escaped into HTML and joined into the plain text the same way
 * for every mail. Paragraphs are parted by a blank line in the text; a link shows its label in HTML
 * and its address in the text (right under its lead sentence, if it has one); a table is one
 * "label: value" line a row.
 */
export function composeMail(message: { subject: string; blocks: readonly MailBlock[] }): ComposedMail {
  const html = message.blocks
    .map((block) => {
      if (typeof block === 'string') return paragraphHtml(block);
      if ('link' in block)
        return `${block.lead === undefined ? '' : paragraphHtml(block.lead)}<p>${linkHtml(block.link)}</p>`;
      const rows = block.rows.map(
        ([label, value]) =>
          `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`,
      );
      return `<table>${rows.join('')}</table>`;
    })
    .join('');
  const text = message.blocks
    .map((block) => {
      if (typeof block === 'string') return block;
      if ('link' in block)
        return block.lead === undefined ? block.link.href : `${block.lead}\n${block.link.href}`;
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    })
    .join('\n\n');
  return { subject: oneLine(message.subject), html, text };
}
