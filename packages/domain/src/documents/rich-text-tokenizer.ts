/**
 * The one tokenizer behind both rich-text outputs (sanitized HTML and document blocks): pure string
 * work, no DOM, so the server and the browser share it. Comments, doctypes and processing instructions
 * are dropped; script, style and the like lose their content too.
 */
import { decodeEntities } from './rich-text-entities.ts';

/** Elements whose content is never text for a reader. */
const DROPPED_WITH_CONTENT = new Set([
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
]);

export type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attributes: Record<string, string>; selfClosing: boolean }
  | { kind: 'end'; name: string };

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (name in attributes) continue;
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The longest tag (with its attributes) read as a tag; a longer one is text. */
const MAX_TAG_LENGTH = 1024;
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^<>"']|"[^"]*"|'[^']*')*)>/;

/** Tokens of an HTML text: text with entities decoded, start and end tags; comments and the like dropped. */
export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  const lower = html.toLowerCase();
  let at = 0;
  let text = '';
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text: decodeEntities(text) });
    text = '';
  };
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) {
      text += html.slice(at);
      break;
    }
    text += html.slice(at, open);
    if (html.startsWith('<!--', open)) {
      flush();
      const close = html.indexOf('-->', open + 4);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[open + 1] === '!' || html[open + 1] === '?') {
      flush();
      const close = html.indexOf('>', open);
      at = close === -1 ? html.length : close + 1;
      continue;
    }
    const tag = TAG.exec(html.slice(open, open + MAX_TAG_LENGTH));
    if (!tag) {
      // A "<" that starts no tag is text ("1 < 2").
      text += '<';
      at = open + 1;
      continue;
    }
    flush();
    const name = tag[2]!.toLowerCase();
    at = open + tag[0].length;
    if (tag[1]) {
      tokens.push({ kind: 'end', name });
      continue;
    }
    const attributeSource = tag[3] ?? '';
    const selfClosing = /\/\s*$/.test(attributeSource);
    tokens.push({ kind: 'start', name, attributes: parseAttributes(attributeSource), selfClosing });
    if (DROPPED_WITH_CONTENT.has(name) && !selfClosing) {
      // Its content is raw: skip to its end tag, whatever is inside.
      const end = lower.indexOf(`</${name}`, at);
      const close = end === -1 ? -1 : html.indexOf('>', end);
      at = close === -1 ? html.length : close + 1;
      tokens.push({ kind: 'end', name });
    }
  }
  flush();
  return tokens;
}
