import { CONTENT_WIDTH, type DocumentWriter, MARGIN, SMALL_SIZE } from './pdf-layout.ts';

export interface Letterhead {
  name: string;
  website: string | null;
  logo: Buffer | null;
  accent: string;
}

/** Width of the company's name in large type (no logo): the left part, clear of the website. */
const NAME_WIDTH = 260;
/** The name in large type, smaller for a long one so it takes at most two lines. */
const NAME_SIZES = [18, 16, 14, 12] as const;

/**
 * The top of a business document's first page, shared by the contract and invoice PDFs: the logo
 * (or the company's name in large type) left, name and website right, a rule below everything
 * drawn; the cursor ends below the rule. A long name (up to the 120 characters a company name may
 * have) is set smaller and pushes the rule down instead of running into the addressee.
 */
export function drawCompanyLetterhead(
  pdf: DocumentWriter,
  { name, website, logo, accent }: Letterhead,
): void {
  const { doc, style, text } = pdf;
  const top = MARGIN.top;
  let bottom = top + 64;
  let logoDrawn = false;
  if (logo) {
    try {
      doc.image(logo, MARGIN.left, top, { fit: [170, 60] });
      logoDrawn = true;
    } catch {
      // An image pdfkit cannot read: the company's name stands instead.
    }
  }
  const right = { x: MARGIN.left + 270, width: CONTENT_WIDTH - 270 };
  let y: number = top;
  if (logoDrawn) {
    style('bold', 10, accent);
    text(name, right.x, top, { ...right, align: 'right' });
    y = doc.y;
  } else {
    const size =
      NAME_SIZES.find((candidate) => {
        style('bold', candidate, accent);
        return doc.heightOfString(name, { width: NAME_WIDTH }) <= 2 * doc.currentLineHeight(true) + 1;
      }) ?? NAME_SIZES[NAME_SIZES.length - 1];
    style('bold', size, accent);
    text(name, MARGIN.left, top + 4, { width: NAME_WIDTH });
    bottom = Math.max(bottom, doc.y);
  }
  if (website) {
    style('regular', SMALL_SIZE, accent);
    text(website, right.x, y + 1, { ...right, align: 'right' });
    y = doc.y;
  }
  doc.y = Math.max(bottom, y) + 8;
  pdf.line(MARGIN.left, MARGIN.left + CONTENT_WIDTH, doc.y, 1.2, accent);
}
