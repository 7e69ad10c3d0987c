import type { RichBlock, RichRun } from '@maxer/domain';
import { pdfEngine } from './engine.ts';
import { pdfFonts } from './fonts.ts';

/**
 * The page layout every business document shares (A4, one column, amounts right-aligned), as a small
 * writer over pdfkit: styles, headings, priced rows that never split across pages, rich text that flows
 * onto further pages, and page numbers at the end.
 */

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { top: 48, bottom: 64, left: 56, right: 56 } as const;
export const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;
const AMOUNT_WIDTH = 175;
const GAP = 12;
const LABEL_WIDTH = CONTENT_WIDTH - AMOUNT_WIDTH - GAP;
/** The note column at the right end of the label column (RowOptions.note). */
const NOTE_WIDTH = 120;
export const BODY_SIZE = 9.5;
export const SMALL_SIZE = 8;
export const TEXT_COLOR = '#1f2328';
export const MUTED_COLOR = '#5b6470';
const RULE_COLOR = '#c9ced6';

export type Face = 'regular' | 'bold' | 'italic' | 'boldItalic';
type TextOptions = PDFKit.Mixins.TextOptions;

export interface RowOptions {
  /** Smaller grey lines below the label. */
  details?: readonly string[];
  /**
   * A short grey figure on the label's line, right-aligned just before the value (an invoice line's
   * "3 × CHF 120.00"): one line per row instead of two, so ten lines and a QR-bill share one page.
   */
  note?: string;
  face?: Face;
}

/** Text as it goes on the page: composed characters (NFC), tabs as spaces. */
const clean = (text: string) => text.normalize('NFC').replace(/\t/g, ' ');

export function documentWriter(meta: {
  title: string;
  author: string;
  language: string;
  accent: string;
  /** Points between rows: 4, or 2 for a document that must fit above a payment part (an invoice). */
  rowGap?: number;
}) {
  const rowGap = meta.rowGap ?? 4;
  const fonts = pdfFonts();
  const doc = new (pdfEngine().PDFDocument)({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    // No default font: the standard Helvetica would be parsed for every document and never used.
    font: '',
    info: { Title: clean(meta.title), Author: clean(meta.author), Creator: 'Maxer' },
    lang: meta.language,
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let oblique = false;
  const style = (face: Face, size: number = BODY_SIZE, color: string = TEXT_COLOR) => {
    oblique = face === 'italic' || face === 'boldItalic';
    doc
      .font(face === 'bold' || face === 'boldItalic' ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(color);
  };
  /**
   * Text at a place in the current style (slanted for the italic faces); the cursor moves below it.
   * A single line that fits its width is placed directly: pdfkit's line wrapper (line breaking, word
   * measuring) costs more than the rest of drawing such a line, and most lines of a document are such.
   */
  const text = (value: string, x: number, y: number, options: TextOptions = {}) => {
    const cleaned = clean(value);
    const { width, align } = options;
    const plain = width !== undefined && !options.continued && !options.link && !options.underline;
    const lineWidth =
      plain && !cleaned.includes('\n') ? doc.widthOfString(cleaned) : Number.POSITIVE_INFINITY;
    if (width === undefined || lineWidth > width) {
      doc.text(cleaned, x, y, { oblique, ...options });
      return;
    }
    const shift = align === 'right' ? width - lineWidth : align === 'center' ? (width - lineWidth) / 2 : 0;
    doc.text(cleaned, x + shift, y, { oblique, lineBreak: false });
    doc.x = x;
    doc.y = y + doc.currentLineHeight(true) + (options.lineGap ?? 0);
  };
  /** The height a text takes at a width in the current style (one line without wrapping it to find out). */
  const heightOf = (value: string, width: number) => {
    const cleaned = clean(value) || ' ';
    if (!cleaned.includes('\n') && doc.widthOfString(cleaned) <= width) return doc.currentLineHeight(true);
    return doc.heightOfString(cleaned, { width });
  };
  const space = (points: number) => {
    doc.y += points;
  };
  /** Points kept free at the bottom of the current page (an invoice's QR-bill payment part). */
  let reservedBottom = 0;
  const reserveBottom = (points: number) => {
    reservedBottom = points;
  };
  /** Start a new page when `height` does not fit on this one any more. */
  const ensure = (height: number) => {
    if (doc.y + height > A4.height - Math.max(MARGIN.bottom, reservedBottom)) {
      doc.addPage();
      reservedBottom = 0;
      doc.y = MARGIN.top;
    }
    doc.x = MARGIN.left;
  };
  const line = (x1: number, x2: number, y: number, width: number, color: string) => {
    doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke();
  };

  /** A section title in the accent colour with a rule below; never alone at the foot of a page. */
  const heading = (title: string) => {
    ensure(72);
    space(10);
    style('bold', 11, meta.accent);
    text(title, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
    const y = doc.y + 2;
    line(MARGIN.left, MARGIN.left + CONTENT_WIDTH, y, 0.6, meta.accent);
    doc.y = y + 6;
  };

  /** A line: label (with detail lines below) left, value right; kept on one page. */
  const row = (label: string, value: string | null, options: RowOptions = {}) => {
    const details = (options.details ?? []).filter((detail) => detail.trim() !== '');
    const face = options.face ?? 'regular';
    const note = options.note?.trim() ? options.note : null;
    const width = (value === null ? CONTENT_WIDTH : LABEL_WIDTH) - (note ? NOTE_WIDTH + GAP : 0);
    style(face);
    const labelHeight = heightOf(label, width);
    const valueHeight = value === null ? 0 : heightOf(value, AMOUNT_WIDTH);
    style('regular', SMALL_SIZE, MUTED_COLOR);
    const detailHeights = details.map((detail) => heightOf(detail, width) + 1);
    const height = Math.max(labelHeight + detailHeights.reduce((sum, h) => sum + h, 0), valueHeight);
    ensure(height + rowGap);
    const top = doc.y;
    style(face);
    text(label || ' ', MARGIN.left, top, { width });
    if (value !== null)
      text(value, MARGIN.left + LABEL_WIDTH + GAP, top, { width: AMOUNT_WIDTH, align: 'right' });
    if (note) {
      // On the label's baseline: the smaller face sits lower by the difference of the ascents.
      style('regular', SMALL_SIZE, MUTED_COLOR);
      const x = MARGIN.left + width + GAP;
      text(note, x, top + (BODY_SIZE - SMALL_SIZE) * 0.8, {
        width: NOTE_WIDTH,
        align: 'right',
        lineBreak: false,
      });
    }
    let y = top + labelHeight;
    style('regular', SMALL_SIZE, MUTED_COLOR);
    details.forEach((detail, index) => {
      text(detail, MARGIN.left, y + 1, { width });
      y += detailHeights[index]!;
    });
    doc.x = MARGIN.left;
    doc.y = top + height + rowGap;
  };

  /** A thin rule over the value column, before a total. */
  const totalRule = () => {
    ensure(8);
    line(MARGIN.left + LABEL_WIDTH + GAP, MARGIN.left + CONTENT_WIDTH, doc.y, 0.5, RULE_COLOR);
    space(4);
  };

  /**
   * Paragraphs of rich text, each run's text passed through `fill` first (a document fills its
   * placeholders there); long text flows onto further pages.
   */
  const richText = (blocks: readonly RichBlock[], fill: (text: string) => string = (text) => text) => {
    for (const block of blocks) {
      const size = block.kind === 'heading' ? (block.level === 3 ? 11 : 10) : BODY_SIZE;
      const indent = block.kind === 'listItem' ? 14 * (block.depth ?? 1) : 0;
      style('regular', size);
      ensure(doc.currentLineHeight(true) + 2);
      const top = doc.y;
      if (block.marker) text(block.marker, MARGIN.left + indent - 13, top, { width: 13, lineBreak: false });
      const runs = block.runs.map((run) => ({ ...run, text: fill(run.text) }));
      runs.forEach((run, index) => {
        writeRun(run, block, size, index === 0 ? { x: MARGIN.left + indent, y: top } : null, {
          width: CONTENT_WIDTH - indent,
          continued: index < runs.length - 1,
        });
      });
      doc.x = MARGIN.left;
      space(block.kind === 'listItem' ? 2 : 5);
    }
  };
  /** About the height rich text takes (plain text, placeholders unfilled): to keep a short block together. */
  const richTextHeight = (blocks: readonly RichBlock[]) =>
    blocks.reduce((sum, block) => {
      const size = block.kind === 'heading' ? (block.level === 3 ? 11 : 10) : BODY_SIZE;
      const indent = block.kind === 'listItem' ? 14 * (block.depth ?? 1) : 0;
      style(block.runs.some((run) => run.bold) ? 'bold' : 'regular', size);
      const plain = block.runs.map((run) => run.text).join('');
      return sum + heightOf(plain, CONTENT_WIDTH - indent) + (block.kind === 'listItem' ? 2 : 5);
    }, 0);
  const writeRun = (
    run: RichRun,
    block: RichBlock,
    size: number,
    at: { x: number; y: number } | null,
    options: TextOptions,
  ) => {
    const bold = run.bold || block.kind === 'heading';
    style(bold ? (run.italic ? 'boldItalic' : 'bold') : run.italic ? 'italic' : 'regular', size);
    if (run.href || block.kind === 'heading') doc.fillColor(meta.accent);
    const all = {
      ...options,
      underline: run.underline || run.href !== null,
      link: run.href,
      lineGap: 1.5,
    };
    if (at) text(run.text, at.x, at.y, all);
    else doc.text(clean(run.text), { oblique, ...all });
  };

  /**
   * Number the pages, then end the document. `extra` lets a document leave a page's footer out (where
   * its QR-bill payment part is) and draw on the pages before the end (the payment part itself).
   */
  const finish = (
    footer: string,
    pageLabel: (page: number, pages: number) => string,
    extra: { footerOn?: (index: number) => boolean; beforeEnd?: () => void } = {},
  ): Promise<Buffer> => {
    const pages = doc.bufferedPageRange();
    for (let index = 0; index < pages.count; index += 1) {
      if (extra.footerOn && !extra.footerOn(index)) continue;
      doc.switchToPage(pages.start + index);
      const y = A4.height - MARGIN.bottom + 22;
      // Writing below the bottom margin must not start another page.
      doc.page.margins.bottom = 0;
      line(MARGIN.left, MARGIN.left + CONTENT_WIDTH, y - 6, 0.5, RULE_COLOR);
      style('regular', 7.5, MUTED_COLOR);
      text(footer, MARGIN.left, y, { width: CONTENT_WIDTH - 130, lineBreak: false, ellipsis: true });
      text(pageLabel(index + 1, pages.count), MARGIN.left + CONTENT_WIDTH - 120, y, {
        width: 120,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = MARGIN.bottom;
    }
    extra.beforeEnd?.();
    doc.end();
    return done;
  };

  return {
    doc,
    style,
    text,
    heightOf,
    space,
    ensure,
    reserveBottom,
    line,
    heading,
    row,
    totalRule,
    richText,
    richTextHeight,
    finish,
  };
}

export type DocumentWriter = ReturnType<typeof documentWriter>;
