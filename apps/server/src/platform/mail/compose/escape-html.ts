/**
 * Text placed into a mail's HTML as text, never as markup: the composer's one way of putting a value
 * into HTML (element content and double-quoted attributes alike).
 */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
