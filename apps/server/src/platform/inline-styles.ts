import fs from 'node:fs';
import path from 'node:path';

/** A stylesheet of the build as Vite links it: `<link rel="stylesheet" crossorigin href="/assets/x.css">`. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/** Larger sheets stay linked: inlined, they would be sent again with every page instead of cached. */
export const INLINE_STYLE_LIMIT = 16 * 1024;

/**
 * A built page with its stylesheets in `<style>` elements instead of links (ADR 062, addendum): the
 * browser can paint as soon as the HTML is in, without a render-blocking request for the CSS that
 * competes with the scripts for a phone's bandwidth. For pages rendered on the server, whose HTML is
 * sent anew each time anyway. The content security policy allows it as it allows the pages' style
 * attributes (`style-src 'unsafe-inline'`, security.ts). A sheet that is missing, too large or could
 * close the element stays a link.
 */
export async function withInlinedStyles(html: string, distDir: string): Promise<string> {
  const sheets = new Map<string, string | null>();
  for (const [, file] of html.matchAll(STYLESHEET_LINK)) {
    if (!file || sheets.has(file)) continue;
    const css = await fs.promises.readFile(path.join(distDir, file), 'utf8').catch(() => null);
    sheets.set(file, css !== null && css.length <= INLINE_STYLE_LIMIT && !/<\/style/i.test(css) ? css : null);
  }
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = sheets.get(file);
    return css == null ? link : `<style>${css}</style>`;
  });
}
