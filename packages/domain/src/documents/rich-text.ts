/**
 * Rich text of PDF components (and the header and footer of documents): a small HTML subset.
 *
 * One tokenizer serves two outputs: `sanitizeRichText` keeps only the allowed tags (p, br, strong, b,
 * em, i, u, ul, ol, li, h3, h4, and a with an http/https/mailto href) and writes well-formed, escaped
 * HTML; `richTextBlocks` turns HTML (or plain text) into paragraphs of styled runs for a document.
 * Everything else is dropped: other tags lose their markup and keep their text; script, style and the
 * like lose their content too; comments, attributes other than a[href] and unknown schemes go.
 * Pure string work, no DOM, so the server and the browser share it.
 */

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
/** Elements that end a paragraph when they start or end (their markup itself is dropped). */
const BLOCK_BOUNDARIES = new Set([
  'div',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'h1',
  'h2',
  'h5',
  'h6',
  'table',
  'tr',
  'pre',
]);
const BLOCK_TAGS = new Set<RichTag>(['p', 'ul', 'ol', 'li', 'h3', 'h4']);

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attributes: Record<string, string>; selfClosing: boolean }
  | { kind: 'end'; name: string };

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  Eacute: 'É',
  euro: '€',
  rsquo: '’',
  lsquo: '‘',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  sup2: '²',
  sup3: '³',
  middot: '·',
  bull: '•',
};

/** Decode character references; an unknown one stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g,
    (match, body: string) => {
      if (body.startsWith('#')) {
        const code =
          body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
        const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
        return valid ? String.fromCodePoint(code) : '\ufffd';
      }
      return NAMED_ENTITIES[body] ?? match;
    },
  );
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

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
function tokenize(html: string): Token[] {
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

export interface RichRun {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  href: string | null;
}

export interface RichBlock {
  kind: 'paragraph' | 'heading' | 'listItem';
  /** 3 or 4 for a heading. */
  level?: 3 | 4;
  /** For a list item: its marker ("•" or "2."), and how deep the list is nested (1 for a top list). */
  marker?: string;
  depth?: number;
  runs: RichRun[];
}

/**
 * Paragraphs of styled runs from HTML (whitespace collapses as a browser shows it; `br` is a line
 * break "\n" inside a run) or from plain text without tags (blank lines part paragraphs, a newline
 * breaks a line). Blocks without text are left out.
 */
export function richTextBlocks(source: string): RichBlock[] {
  if (!/<\/?[a-zA-Z!]/.test(source)) return plainTextBlocks(source);
  const blocks: RichBlock[] = [];
  const style = { bold: 0, italic: 0, underline: 0 };
  const links: (string | null)[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let current: RichBlock | null = null;

  const finish = () => {
    if (current) {
      const runs = trimRuns(current.runs);
      if (runs.length > 0) blocks.push({ ...current, runs });
    }
    current = null;
  };
  const start = (block: Omit<RichBlock, 'runs'>) => {
    finish();
    current = { ...block, runs: [] };
  };
  const append = (text: string) => {
    if (!current) current = { kind: 'paragraph', runs: [] };
    const run: RichRun = {
      text,
      bold: style.bold > 0,
      italic: style.italic > 0,
      underline: style.underline > 0,
      href: links.at(-1) ?? null,
    };
    const last = current.runs.at(-1);
    if (last && sameStyle(last, run)) last.text += text;
    else current.runs.push(run);
  };

  for (const token of tokenize(source)) {
    if (token.kind === 'text') {
      append(token.text.replace(/[ \t\n\r\f]+/g, ' '));
      continue;
    }
    const name = token.name;
    const opening = token.kind === 'start';
    switch (name) {
      case 'p':
      case 'h3':
      case 'h4':
        if (opening)
          start(name === 'p' ? { kind: 'paragraph' } : { kind: 'heading', level: name === 'h3' ? 3 : 4 });
        else finish();
        break;
      case 'br':
        if (opening) append('\n');
        break;
      case 'strong':
      case 'b':
        style.bold += opening ? 1 : style.bold > 0 ? -1 : 0;
        break;
      case 'em':
      case 'i':
        style.italic += opening ? 1 : style.italic > 0 ? -1 : 0;
        break;
      case 'u':
        style.underline += opening ? 1 : style.underline > 0 ? -1 : 0;
        break;
      case 'a':
        if (opening) links.push(safeHref(token.attributes.href));
        else links.pop();
        break;
      case 'ul':
      case 'ol':
        finish();
        if (opening) lists.push({ ordered: name === 'ol', count: 0 });
        else lists.pop();
        break;
      case 'li':
        if (opening) {
          const list = lists.at(-1);
          if (list) list.count += 1;
          start({
            kind: 'listItem',
            marker: list?.ordered ? `${list.count}.` : '•',
            depth: Math.max(1, lists.length),
          });
        } else finish();
        break;
      default:
        if (BLOCK_BOUNDARIES.has(name)) finish();
    }
  }
  finish();
  return blocks;
}

/** Paragraphs of plain text: blank lines part them, a newline breaks a line; nothing is markup. */
export function plainTextBlocks(text: string): RichBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => ({
      kind: 'paragraph' as const,
      runs: [{ text: paragraph, bold: false, italic: false, underline: false, href: null }],
    }));
}

const sameStyle = (a: RichRun, b: RichRun) =>
  a.bold === b.bold && a.italic === b.italic && a.underline === b.underline && a.href === b.href;

/** Collapse spaces at run joins, around line breaks and at both ends of a block. */
function trimRuns(runs: RichRun[]): RichRun[] {
  const result: RichRun[] = [];
  let previousEndsInSpace = true;
  for (const run of runs) {
    let text = run.text.replace(/ *\n */g, '\n');
    if (previousEndsInSpace || text.startsWith('\n')) text = text.replace(/^ +/, '');
    if (text === '') continue;
    result.push({ ...run, text });
    previousEndsInSpace = /[ \n]$/.test(text);
  }
  const last = result.at(-1);
  if (last) {
    last.text = last.text.replace(/[ \n]+$/, '');
    if (last.text === '') result.pop();
  }
  // A block of nothing but line breaks has nothing to say.
  return result.some((run) => run.text.trim() !== '') ? result : [];
}

/** The plain text of HTML: its blocks' text, one paragraph a line. */
export function richTextPlain(source: string): string {
  return richTextBlocks(source)
    .map((block) => block.runs.map((run) => run.text).join(''))
    .join('\n');
}
