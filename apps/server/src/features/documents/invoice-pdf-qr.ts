import type { Language, QrBillData } from '@maxer/domain';
import { SwissQRBill } from 'swissqrbill/pdf';
import { pdfFonts } from './pdf-fonts.ts';
import { A4, type DocumentWriter } from './pdf-layout.ts';

/** Height of the QR-bill payment part (receipt and payment part) at the foot of an A4 page: 105 mm. */
export const QR_BILL_HEIGHT = (105 / 25.4) * 72;

/**
 * The font swissqrbill writes with. Its standard Helvetica covers WinAnsi only, while the SPS set
 * includes letters such as ł, ő or ș; so the document's embedded DejaVu Sans is registered under a
 * name swissqrbill accepts ("Liberation Sans" and "Liberation Sans-Bold"), and every SPS character
 * prints. It runs a little wider than Helvetica; swissqrbill wraps within its boxes.
 */
const QR_FONT = 'Liberation Sans';

/** Draw the payment part at the foot of the document's first page (SIX: on the invoice itself). */
export function attachQrBill(pdf: DocumentWriter, data: QrBillData, language: Language) {
  const { doc } = pdf;
  const fonts = pdfFonts();
  doc.registerFont(QR_FONT, fonts.regular);
  doc.registerFont(`${QR_FONT}-Bold`, fonts.bold);
  const range = doc.bufferedPageRange();
  doc.switchToPage(range.start);
  // Drawing at the very bottom must not start another page.
  doc.page.margins.bottom = 0;
  // swissqrbill checks the cursor too before drawing in place (else it adds a page of its own).
  doc.y = A4.height - QR_BILL_HEIGHT;
  const bill = new SwissQRBill(data, {
    language: language === 'de' ? 'DE' : 'EN',
    fontName: QR_FONT,
    scissors: true,
  });
  bill.attachTo(doc, 0, A4.height - QR_BILL_HEIGHT);
}
