import { execFileSync } from 'node:child_process';

/**
 * A PDF's words as poppler's pdftotext reads them (.ci/run installs poppler-utils before the browser
 * tests), runs of spaces and line ends as one space. Amounts are compared as written: documents and
 * the page write them one way (the plain apostrophe, ADR 018).
 */
export function pdfWords(pdf: Buffer): string {
  try {
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
      input: pdf,
      maxBuffer: 64 * 1024 * 1024,
    }).toString('utf8');
    return text.replace(/\s+/g, ' ');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pdftotext is missing: install poppler-utils (apt-get install -y poppler-utils)');
    }
    throw error;
  }
}
