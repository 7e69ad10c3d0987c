/**
 * The block model of rich text for documents: paragraphs, headings and list items of styled runs, read
 * from sanitized (or any) HTML with htmlparser2 (the parser sanitize-html uses), or from plain text.
 */
import { Parser } from 'htmlparser2';
import { DROPPED_WITH_CONTENT, safeHref } from './rich-text-sanitize.ts';

const DROPPED = new Set<string>(DROPPED_WITH_CONTENT);

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

  /** Open elements whose content is never text (script, svg, …); their text is skipped. */
  let dropped = 0;
  const onTag = (name: string, opening: boolean, attributes: Record<string, string>) => {
    if (DROPPED.has(name)) {
      dropped += opening ? 1 : dropped > 0 ? -1 : 0;
      return;
    }
    if (dropped > 0) return;
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
        if (opening) links.push(safeHref(attributes.href));
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
  };
  const parser = new Parser(
    {
      onopentag: (name, attributes) => onTag(name, true, attributes),
      onclosetag: (name) => onTag(name, false, {}),
      ontext: (text) => {
        if (dropped === 0) append(text.replace(/[ \t\n\r\f]+/g, ' '));
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(source);
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
