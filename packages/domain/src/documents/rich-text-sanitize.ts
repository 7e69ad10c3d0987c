/**
 * Rich text of PDF components, mail templates and the header and footer of documents: a small HTML
 * subset, sanitized by `sanitize-html` with the explicit allow-list below (ADR 026). Only these tags
 * survive, with no attribute but a[href] (http, https or mailto). Other tags lose their markup and keep
 * their text; script, style, svg, iframe and the like lose their content too; comments go. The output is
 * well-formed and escaped, so the server and the browser (the editor) store the same thing.
 */
import sanitizeHtml from 'sanitize-html';

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

/** Elements whose content is never text for a reader: dropped with everything inside. */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'title',
  'head',
  'select',
  'option',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
] as const;

/** An href a document may carry: http, https or mailto; null for anything else (relative ones too). */
export function safeHref(value: string | undefined): string | null {
  if (value === undefined) return null;
  // Browsers ignore control characters inside a scheme ("java\tscript:").
  const href = value.replace(/\p{Cc}/gu, '').trim();
  return href.length <= 2000 && /^(https?:\/\/|mailto:)[^\s<>"]+$/i.test(href) ? href : null;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowedClasses: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROPPED_WITH_CONTENT],
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  transformTags: {
    b: 'strong',
    i: 'em',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href);
      return { tagName, attribs: href ? { href } : {} };
    },
  },
  // A link without a safe href is its text alone. (Not by renaming it to a disallowed tag: sanitize-html
  // 2.18 then writes that name as the end tag of the next link at the same depth.)
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * The HTML with only the allowed tags, balanced, with every text escaped; `b` and `i` become `strong`
 * and `em`, `br` is written `<br>` as the editor writes it. Idempotent: sanitizing the result again
 * changes nothing. Markup with nothing to read ("<p></p>", "<p><br></p>") is ''.
 */
export function sanitizeRichText(html: string): string {
  const out = sanitizeHtml(html, OPTIONS).replace(/<br \/>/g, '<br>');
  return /\S/.test(out.replace(/<[^>]*>/g, '').replace(/\u00a0|&nbsp;/g, '')) ? out : '';
}
