import { execFileSync } from 'node:child_process';

/**
 * Reading a PDF back in tests with Debian's poppler-utils (pdftotext, pdftoppm; .ci/run installs
 * them): its text as laid out, and a page as pixels to catch a blank or broken page.
 */

const MAX_OUTPUT = 64 * 1024 * 1024;

function poppler(tool: 'pdftotext' | 'pdftoppm', args: string[], pdf: Buffer): Buffer {
  try {
    return execFileSync(tool, args, { input: pdf, maxBuffer: MAX_OUTPUT, stdio: ['pipe', 'pipe', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: install poppler-utils (apt-get install -y poppler-utils)`);
    }
    throw error;
  }
}

/** The text of every page (`pdftotext -layout`), pages parted by form feeds. */
export function pdfText(pdf: Buffer): string {
  return poppler('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], pdf).toString('utf8');
}

/** The text with runs of spaces and line ends as one space: for phrases that a layout may spread. */
export function pdfWords(pdf: Buffer): string {
  return pdfText(pdf).replace(/\s+/g, ' ');
}

/** One page as a PNG (`pdftoppm -png`). */
export function pdfPagePng(pdf: Buffer, page = 1, resolution = 50): Buffer {
  return poppler(
    'pdftoppm',
    ['-png', '-r', String(resolution), '-f', String(page), '-l', String(page), '-'],
    pdf,
  );
}

/** One page in grey levels (`pdftoppm -gray`, a binary PGM): its size and how many pixels are not white. */
export function pdfPageInk(
  pdf: Buffer,
  page = 1,
  resolution = 50,
): { width: number; height: number; inked: number } {
  const pgm = poppler(
    'pdftoppm',
    ['-gray', '-r', String(resolution), '-f', String(page), '-l', String(page), '-'],
    pdf,
  );
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not answer a PGM image');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const pixels = pgm.subarray(header[0].length, header[0].length + width * height);
  let inked = 0;
  for (const value of pixels) if (value < 240) inked += 1;
  return { width, height, inked };
}

/** A word on a page and its box in points from the top left (`pdftotext -bbox`). */
export interface PdfWordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Every word of one page with its box: to check that parts of a layout do not overlap. */
export function pdfWordBoxes(pdf: Buffer, page = 1): PdfWordBox[] {
  const html = poppler(
    'pdftotext',
    ['-bbox', '-f', String(page), '-l', String(page), '-', '-'],
    pdf,
  ).toString('utf8');
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((match) => ({
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    yMax: Number(match[4]),
    text: unescapeXml(match[5]!),
  }));
}

/** One page as RGBA pixels (`pdftoppm -gray`, grey copied to each channel): for decoding a QR code. */
export function pdfPageRgba(pdf: Buffer, page = 1, resolution = 150) {
  const pgm = poppler(
    'pdftoppm',
    ['-gray', '-r', String(resolution), '-f', String(page), '-l', String(page), '-'],
    pdf,
  );
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not answer a PGM image');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const grey = pgm.subarray(header[0].length, header[0].length + width * height);
  const data = new Uint8ClampedArray(width * height * 4);
  grey.forEach((value, index) => {
    data.set([value, value, value, 255], index * 4);
  });
  return { data, width, height };
}

/** The words printed on page 1 above the first occurrence of a word (the addressee's first, say); null without it. */
export function pdfWordsAbove(pdf: Buffer, word: string): string[] | null {
  const words = pdfWordBoxes(pdf, 1);
  const below = words.find((candidate) => candidate.text === word);
  if (!below) return null;
  return words.filter((candidate) => candidate.yMax < below.yMin).map((candidate) => candidate.text);
}

/** A company name of the 120 characters the settings allow: the longest a letterhead must hold. */
export const LONG_COMPANY_NAME =
  'Zügelprofis Grenzland Umzüge, Reinigungen, Räumungen und Lagerungen für Privat und Gewerbe GmbH Zürcher Oberland Ostteil';
