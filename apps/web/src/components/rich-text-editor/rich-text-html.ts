import { sanitizeRichText } from '@maxer/domain';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether a stored text is HTML; the PDF reads text without tags as plain text (rich-text-blocks.ts). */
export const isRichText = (value: string) => /<\/?[a-zA-Z!]/.test(value);

/**
 * Stored text as the editor's HTML: HTML is sanitized as the server would; plain text (headers saved
 * before the editor existed) becomes paragraphs the way the PDF reads it: blank lines part paragraphs,
 * a newline breaks a line.
 */
export function toEditorHtml(value: string): string {
  if (isRichText(value)) return sanitizeRichText(value);
  return value
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The editor's HTML as it is stored: sanitized (so what the form holds is what the server keeps, and
 * saving twice changes nothing), '' for an empty editor, and list items without the paragraph tiptap
 * wraps their text in. The PDF reads a `p` inside an `li` as a new paragraph and would lose the bullet;
 * a second paragraph in one item becomes a line break. tiptap reads `<li>text</li>` back unchanged.
 * Empty paragraphs at the end go: tiptap keeps one after a closing list so the cursor can leave it,
 * and the PDF prints nothing for them.
 */
export function fromEditorHtml(html: string): string {
  return compactListItems(sanitizeRichText(html)).replace(/(<p>(<br>)?<\/p>)+$/, '');
}

/** Sanitized HTML only: every tag is `<name>`, `</name>`, `<br>` or `<a href="…">`, text is escaped. */
function compactListItems(html: string): string {
  const open: { name: string; dropped?: boolean; paragraphs?: number }[] = [];
  return html.replace(/<(\/?)([a-z0-9]+)[^>]*>/g, (tag, closing: string, name: string) => {
    if (name === 'br') return tag;
    if (closing) {
      const element = open.pop();
      return element?.dropped ? '' : tag;
    }
    const parent = open.at(-1);
    if (name === 'p' && parent?.name === 'li') {
      parent.paragraphs = (parent.paragraphs ?? 0) + 1;
      open.push({ name, dropped: true });
      return parent.paragraphs > 1 ? '<br>' : '';
    }
    open.push({ name });
    return tag;
  });
}
