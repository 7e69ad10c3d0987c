import type { Language, QrBillAddress, QrBillData } from '@maxer/domain';
import { formatAmount, formatIBAN, formatReference, mm2pt } from 'swissqrbill/utils';
import { texts } from '../texts.ts';
import { pdfEngine } from './engine.ts';
import { A4, type DocumentWriter } from './layout.ts';
import { drawSwissQrCode } from './swiss-qr-code.ts';

/** Height of the QR-bill payment part (receipt and payment part) at the foot of an A4 page: 105 mm. */
export const QR_BILL_HEIGHT = mm2pt(105);

/**
 * The Swiss QR-bill's receipt and payment part, laid out here so that the longest values the bill
 * allows (names and streets of 70 characters, towns of 35) never run into the amount section or off
 * the page. swissqrbill still checks the data (`SwissQRCode`) and formats IBAN,
 * reference and amount; its own layout writes at fixed sizes and lets long addresses overlap.
 *
 * When space is short, tried in this order until the text fits:
 * - payment part: text 10 pt with 8 pt headings (SIX's sizes), then 9/7, then 8/6;
 * - receipt (8 pt text, 6 pt headings), which only confirms the payment: the debtor's address
 *   without street and number, then the creditor's too (as other QR-bill generators do); only then
 *   smaller type (7 pt, 6 pt).
 * Blocks are separated by up to one line of space, less when the section is full; a last guard cuts
 * a block at its section's end so nothing ever overlaps.
 */

interface Block {
  label: string;
  text: string;
}

interface Sizes {
  label: number;
  text: number;
}

/** Name, street with number, and "CH-less" postal code and town ("DE - 10115 Berlin" abroad). */
function addressText(address: QrBillAddress, withStreet: boolean) {
  const street = [address.address, address.buildingNumber].filter(Boolean).join(' ');
  const prefix = address.country !== 'CH' ? `${address.country} - ` : '';
  return [address.name, withStreet ? street : '', `${prefix}${address.zip} ${address.city}`]
    .filter(Boolean)
    .join('\n');
}

export function attachSwissQrBill(pdf: DocumentWriter, data: QrBillData, language: Language) {
  const { doc } = pdf;
  const labels = texts(language, 'pdf').qrBill;
  const range = doc.bufferedPageRange();
  doc.switchToPage(range.start);
  // Drawing at the very bottom must not start another page.
  doc.page.margins.bottom = 0;
  const top = A4.height - QR_BILL_HEIGHT;
  const x = (mm: number) => mm2pt(mm);
  const y = (mm: number) => top + mm2pt(mm);

  /** The height of a text in a face and size at a width, as pdfkit wraps it. */
  const measure = (text: string, face: 'regular' | 'bold', size: number, width: number) => {
    doc.font(face).fontSize(size);
    return doc.heightOfString(text, { width, lineGap: lineGapFor(size) });
  };
  // Lines one point apart from the type (SIX: text 10 pt on 11 pt lines); DejaVu's own is wider.
  const lineGapFor = (size: number) => {
    doc.fontSize(size);
    return size + 1 - doc.currentLineHeight(false);
  };
  const blocksHeight = (blocks: Block[], sizes: Sizes, width: number) =>
    blocks.reduce(
      (sum, block) =>
        sum +
        measure(block.label, 'bold', sizes.label, width) +
        measure(block.text, 'regular', sizes.text, width),
      0,
    );
  /**
   * Space after each block (the last one's keeps it off the next section): a line where it fits, down
   * to a third of one; null when even that does not fit.
   */
  const gapFor = (blocks: Block[], sizes: Sizes, width: number, height: number) => {
    const line = sizes.text + 1;
    const gap = Math.min(line, (height - blocksHeight(blocks, sizes, width)) / blocks.length);
    return gap >= line / 3 ? gap : null;
  };
  const drawBlocks = (
    blocks: Block[],
    sizes: Sizes,
    left: number,
    width: number,
    from: number,
    to: number,
  ) => {
    const gap = gapFor(blocks, sizes, width, to - from) ?? 0;
    let at = from;
    for (const block of blocks) {
      if (at >= to) break;
      doc.font('bold').fontSize(sizes.label).fillColor('black');
      doc.text(block.label, left, at, { width, lineGap: lineGapFor(sizes.label), height: to - at });
      at = doc.y;
      doc.font('regular').fontSize(sizes.text);
      // pdfkit checks a line against the limit with the font's own line height, a little more than
      // the line step used here: the slack lets the last measured line through.
      doc.text(block.text, left, at, {
        width,
        lineGap: lineGapFor(sizes.text),
        height: Math.max(to - at, 0) + 2,
      });
      at = doc.y + gap;
    }
  };

  const account = `${formatIBAN(data.creditor.account)}\n`;
  const reference = data.reference
    ? [{ label: labels.reference, text: formatReference(data.reference) }]
    : [];

  // Payment part: the information column right of the QR code, 87 mm wide, 85 mm high.
  const infoWidth = x(87);
  const paymentBlocks: Block[] = [
    { label: labels.account, text: account + addressText(data.creditor, true) },
    ...reference,
    ...(data.message ? [{ label: labels.additionalInformation, text: data.message }] : []),
    { label: labels.payableBy, text: addressText(data.debtor, true) },
  ];
  const paymentSizes = [10, 9, 8]
    .map((text) => ({ label: text - 2, text }))
    .find((sizes) => gapFor(paymentBlocks, sizes, infoWidth, x(85)) !== null) ?? { label: 6, text: 8 };
  drawBlocks(paymentBlocks, paymentSizes, x(118), infoWidth, y(5), y(90));

  // Receipt: 52 mm wide, 56 mm for account, reference and debtor above the amount section.
  const receiptWidth = x(52);
  const receiptBlocks = (creditorStreet: boolean, debtorStreet: boolean): Block[] => [
    { label: labels.account, text: account + addressText(data.creditor, creditorStreet) },
    ...reference,
    { label: labels.payableBy, text: addressText(data.debtor, debtorStreet) },
  ];
  const receiptTries: [Block[], Sizes][] = [
    [receiptBlocks(true, true), { label: 6, text: 8 }],
    [receiptBlocks(true, false), { label: 6, text: 8 }],
    [receiptBlocks(false, false), { label: 6, text: 8 }],
    [receiptBlocks(false, false), { label: 6, text: 7 }],
  ];
  const [blocks, sizes] =
    receiptTries.find(([tried, triedSizes]) => gapFor(tried, triedSizes, receiptWidth, x(56)) !== null) ??
    ([receiptBlocks(false, false), { label: 6, text: 6 }] as [Block[], Sizes]);
  drawBlocks(blocks, sizes, x(5), receiptWidth, y(12), y(68));

  // Titles, amount sections, acceptance point.
  doc.font('bold').fontSize(11).fillColor('black');
  doc.text(labels.receipt, x(5), y(5), { width: receiptWidth, lineBreak: false });
  doc.text(labels.paymentPart, x(67), y(5), { width: x(51), lineBreak: false });
  const amount = formatAmount(data.amount);
  const amountSection = (
    left: number,
    currencyWidth: number,
    label: number,
    text: number,
    valueAt: number,
  ) => {
    doc.font('bold').fontSize(label);
    doc.text(labels.currency, left, y(68), { lineBreak: false });
    doc.text(labels.amount, left + currencyWidth, y(68), { lineBreak: false });
    doc.font('regular').fontSize(text);
    doc.text(data.currency, left, y(valueAt), { lineBreak: false });
    doc.text(amount, left + currencyWidth, y(valueAt), { lineBreak: false });
  };
  amountSection(x(5), x(22), 6, 8, 71);
  amountSection(x(67), x(22), 8, 10, 72);
  doc.font('bold').fontSize(6);
  doc.text(labels.acceptancePoint, x(5), y(82), { width: receiptWidth, align: 'right', lineBreak: false });

  // swissqrbill checks the data (its constructor throws on what the bill does not allow); the code
  // itself is drawn by swiss-qr-code.ts, in fewer bytes.
  new (pdfEngine().SwissQRCode)(data);
  drawSwissQrCode(doc, data, x(67), y(17));
  separators(doc, top);
}

/** The dashed lines where the payment part and the receipt are cut off, with scissors (SIX: for PDFs). */
function separators(doc: PDFKit.PDFDocument, top: number) {
  doc.save();
  doc.lineWidth(0.75).strokeColor('black').dash(2, { space: 2 });
  doc.moveTo(0, top).lineTo(A4.width, top).stroke();
  doc.moveTo(mm2pt(62), top).lineTo(mm2pt(62), A4.height).stroke();
  doc.undash();
  doc.restore();
  doc.font('regular').fontSize(10).fillColor('black');
  doc.text('✂', mm2pt(5), top - 6, { lineBreak: false });
  doc.save();
  doc.rotate(90, { origin: [mm2pt(62), top + mm2pt(8)] });
  doc.text('✂', mm2pt(62) - 6, top + mm2pt(8) - 6, { lineBreak: false });
  doc.restore();
}
