/**
 * Rich text of PDF components (and the header and footer of documents): a small HTML subset.
 *
 * The allowed subset and its sanitizer: `sanitizeRichText` keeps only the allowed tags (p, br, strong,
 * b, em, i, u, ul, ol, li, h3, h4, and a with an http/https/mailto href) and writes well-formed, escaped
 * HTML. The same tokenizer (rich-text-tokenizer.ts) feeds `richTextBlocks` (rich-text-blocks.ts).
 * Everything else is dropped: other tags lose their markup and keep their text; script, style and the
 * like lose their content too; comments, attributes other than a[href] and unknown schemes go.
 * Pure string work, no DOM, so the server and the browser share it.
 */
import { tokenize } from './rich-text-tokenizer.ts';

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'a',
] as const;
type RichTag = (typeof RICH_TEXT_TAGS)[number];
const BLOCK_TAGS = new Set<RichTag>(['p', 'ul', 'ol', 'li', 'h3', 'h4']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** An href a document may carry: http, https or mailto; null for anything else. */
export function safeHref(value: string | undefined): string | null {
  if (value === undefined) return null;
  // Browsers ignore control characters inside a scheme ("java\tscript:").
  const href = value.replace(/\p{Cc}/gu, '').trim();
  return href.length <= 2000 && /^(https?:\/\/|mailto:)[^\s<>"]+$/i.test(href) ? href : null;
}

const isAllowed = (name: string): name is RichTag => (RICH_TEXT_TAGS as readonly string[]).includes(name);
const CANONICAL: Partial<Record<RichTag, RichTag>> = { b: 'strong', i: 'em' };

/**
 * The HTML with only the allowed tags, balanced, with every text escaped; `b` and `i` become `strong`
 * and `em`. Idempotent: sanitizing the result again changes nothing.
 */
export function sanitizeRichText(html: string): string {
  let out = '';
  const open: RichTag[] = [];
  const close = (name: RichTag) => {
    const index = open.lastIndexOf(name);
    if (index === -1) return;
    while (open.length > index) out += `</${open.pop()}>`;
  };
  for (const token of tokenize(html)) {
    if (token.kind === 'text') {
      out += escapeText(token.text);
      continue;
    }
    if (!isAllowed(token.name)) continue;
    const name = CANONICAL[token.name] ?? token.name;
    if (token.kind === 'end') {
      if (name !== 'br') close(name);
      continue;
    }
    if (name === 'br') {
      out += '<br>';
      continue;
    }
    // A block inside an open paragraph or heading ends it, as a browser would.
    if (BLOCK_TAGS.has(name)) for (const inline of ['p', 'h3', 'h4'] as const) close(inline);
    if (name === 'li') {
      const list = Math.max(open.lastIndexOf('ul'), open.lastIndexOf('ol'));
      const item = open.lastIndexOf('li');
      if (item > list) close('li');
    }
    if (name === 'a') {
      const href = safeHref(token.attributes.href);
      if (!href || open.includes('a')) continue;
      out += `<a href="${escapeAttribute(href)}">`;
      open.push('a');
      continue;
    }
    if (token.selfClosing) continue;
    out += `<${name}>`;
    open.push(name);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  // Markup with nothing to read ("<p></p>", "<p><br></p>") is nothing.
  return /\S/.test(out.replace(/<[^>]*>/g, '').replace(/\u00a0/g, '')) ? out : '';
}
