import { type Language, plainTextBlocks, richTextBlocks } from '@maxer/domain';
import { fill, texts } from '../texts.ts';
import { CONTENT_WIDTH, type DocumentWriter, MARGIN, MUTED_COLOR, SMALL_SIZE } from './layout.ts';

/** The company as a document's letterhead and page footer show it. */
export interface LetterheadCompany {
  name: string;
  website: string | null;
  /** A prepared logo (logo.ts); null: the company's name in large type stands instead. */
  logo: Buffer | null;
  /** The sender's postal address as lines (street, postcode and town); empty while the company has none. */
  address?: readonly string[];
  /** The legal line under the address: the UID/VAT number as printed ("MWST-Nr. CHE-123.456.789 MWST"). */
  legal?: string | null;
}

/** The UID/VAT number as the letterhead prints it ("MWST-Nr. CHE-123.456.789 MWST"); null without one. */
export function vatNumberLine(vatNumber: string | null, language: Language): string | null {
  return vatNumber ? fill(texts(language, 'pdf').letterhead.vatNumber, { number: vatNumber }) : null;
}

/** The company's postal address as the letterhead's lines: street and number, postcode and town, the country outside Switzerland. */
export function senderLines(company: {
  street: string | null;
  streetNumber: string | null;
  zipCode: string | null;
  city: string | null;
  country: string;
}): string[] {
  return [
    [company.street, company.streetNumber].filter(Boolean).join(' '),
    [company.zipCode, company.city].filter(Boolean).join(' '),
    company.country !== 'CH' && (company.street || company.city) ? company.country : null,
  ].filter((entry): entry is string => !!entry);
}

/** The accent colour of documents when the company chose none. */
export const DEFAULT_ACCENT = '#1f4e79';

/** The company's accent colour for documents, or the default. */
export const accentOf = (color: string | null) => color ?? DEFAULT_ACCENT;

/** The line at the foot of every page: the company's name and website. */
export const footerLine = (company: { name: string; website: string | null }) =>
  [company.name, company.website].filter(Boolean).join(' · ');

/** A customer as a document addresses them: a company by its name, a person by first and last name. */
export interface Addressee {
  customerType: 'PERSON' | 'COMPANY';
  firstName: string | null;
  lastName: string;
  companyName: string | null;
  street: string | null;
  streetNumber: string | null;
  zipCode: string | null;
  city: string | null;
  country: string;
}

/** The name a document addresses (and a payment part names as the debtor). */
export function addresseeName(addressee: Addressee): string {
  return addressee.customerType === 'COMPANY' && addressee.companyName
    ? addressee.companyName
    : [addressee.firstName, addressee.lastName].filter(Boolean).join(' ');
}

/** The address block's lines: name, street, postal code and town, the country outside Switzerland. */
export function addressLines(addressee: Addressee): string[] {
  return [
    addresseeName(addressee),
    [addressee.street, addressee.streetNumber].filter(Boolean).join(' '),
    [addressee.zipCode, addressee.city].filter(Boolean).join(' '),
    addressee.country !== 'CH' ? addressee.country : null,
  ].filter((entry): entry is string => !!entry);
}

/** Width of the company's name in large type (no logo): the left part, clear of the website. */
const NAME_WIDTH = 260;
/** The name in large type, smaller for a long one so it takes at most two lines. */
const NAME_SIZES = [18, 16, 14, 12] as const;

/**
 * The company's part of a first page's top: the logo
 * (or the company's name in large type) left, name and website right, a rule below everything
 * drawn; the cursor ends below the rule. A long name (up to the 120 characters a company name may
 * have) is set smaller and pushes the rule down instead of running into the addressee.
 */
function drawCompanyLetterhead(
  pdf: DocumentWriter,
  { name, website, logo, address = [], legal = null }: LetterheadCompany,
  accent: string,
) {
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
  // The sender (address, then the UID/VAT number) right, in small type, above the website.
  const sender = [...address, legal].filter((entry): entry is string => !!entry);
  if (sender.length > 0) {
    style('regular', SMALL_SIZE, MUTED_COLOR);
    text(sender.join('\n'), right.x, y + 1, { ...right, align: 'right', lineGap: 0.5 });
    y = doc.y;
  }
  if (website) {
    style('regular', SMALL_SIZE, accent);
    text(website, right.x, y + 1, { ...right, align: 'right' });
    y = doc.y;
  }
  doc.y = Math.max(bottom, y) + 8;
  pdf.line(MARGIN.left, MARGIN.left + CONTENT_WIDTH, doc.y, 1.2, accent);
}

/** How much room the head leaves: `compact` for a document that keeps the foot of its first page free (a payment part). */
const SPACING = {
  regular: { belowRule: 18, belowAddress: 22, belowTitle: 12 },
  compact: { belowRule: 14, belowAddress: 16, belowTitle: 8 },
} as const;

export interface DocumentHead {
  company: LetterheadCompany;
  accent: string;
  /** The address block's lines (addressLines(), perhaps with e-mail and phone below). */
  address: readonly string[];
  /** The document's facts right of the address: number, date, customer number… as label and value. */
  facts: readonly (readonly [string, string])[];
  /** The title in large type ("Rechnung 4711"), and a line below it if any. */
  title: string;
  subtitle?: string | null;
  spacing?: keyof typeof SPACING;
}

/**
 * The top of every business document's first page, written once for all of them: the letterhead
 * (logo or name, website, a rule), the addressee left and the document's facts right, then the
 * title. The cursor ends below the title.
 */
export function drawDocumentHead(pdf: DocumentWriter, head: DocumentHead): void {
  const { doc, style, text, space } = pdf;
  const spacing = SPACING[head.spacing ?? 'regular'];
  drawCompanyLetterhead(pdf, head.company, head.accent);
  space(spacing.belowRule);

  const blockTop = doc.y;
  style('regular', 10);
  text(head.address.join('\n'), MARGIN.left, blockTop, { width: 250, lineGap: 1.5 });
  const addressBottom = doc.y;
  let factY = blockTop;
  for (const [label, value] of head.facts) {
    style('regular', SMALL_SIZE, MUTED_COLOR);
    text(label, MARGIN.left + 300, factY, { width: 90 });
    style('regular', 9);
    text(value, MARGIN.left + 390, factY, { width: CONTENT_WIDTH - 390, align: 'right' });
    factY = doc.y + 2;
  }
  doc.y = Math.max(addressBottom, factY) + spacing.belowAddress;

  style('bold', 16, head.accent);
  text(head.title, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  if (head.subtitle) {
    style('regular', 10, MUTED_COLOR);
    text(head.subtitle, MARGIN.left, doc.y + 2, { width: CONTENT_WIDTH });
  }
  space(spacing.belowTitle);
}

/**
 * The opening text below the head: the company's (or document's) header text as rich text, each run
 * passed through `fill` (its placeholders); without one, the greeting and a sentence of introduction.
 */
export function drawOpening(
  pdf: DocumentWriter,
  opening: { header: string | null; greeting: string; intro: string; fill: (text: string) => string },
): void {
  const header = opening.header ? richTextBlocks(opening.header) : [];
  if (header.length > 0) pdf.richText(header, opening.fill);
  else pdf.richText(plainTextBlocks(`${opening.greeting},\n\n${opening.intro}`));
}
