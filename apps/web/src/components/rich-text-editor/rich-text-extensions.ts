import StarterKit from '@tiptap/starter-kit';

/**
 * The editor's schema: exactly the domain's rich-text subset (rich-text-sanitize.ts RICH_TEXT_TAGS): paragraphs,
 * line breaks, bold, italic, underline, bullet and numbered lists, headings 3 and 4, http/https/mailto
 * links. Nothing else can be typed or pasted, so the server's sanitizer keeps all the editor makes.
 */
export function richTextExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [3, 4] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      link: {
        openOnClick: false,
        autolink: true,
        // The domain keeps http, https and mailto links only (rich-text-sanitize.ts safeHref).
        isAllowedUri: (url) => /^(https?:\/\/|mailto:)/i.test(url),
        HTMLAttributes: { target: null, rel: null },
      },
    }),
  ];
}
