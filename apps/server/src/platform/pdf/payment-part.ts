import {
  formatIban,
  formatQrReference,
  formatRfReference,
  type Language,
  type PaymentCode,
  paymentCodeProblemText,
} from '@maxer/domain';
import { texts } from '../texts.ts';
import { drawEpcCode, EPC_CODE_SIZE } from './epc-code.ts';
import { BODY_SIZE, CONTENT_WIDTH, type DocumentWriter, MARGIN, MUTED_COLOR, SMALL_SIZE } from './layout.ts';
import { attachSwissQrBill, QR_BILL_HEIGHT } from './swiss-qr-bill.ts';

/**
 * The payment part of a document that asks for money (an invoice, later the platform's invoice), for
 * a payment code the domain made from creditor, debtor, account, amount and reference
 * (`invoicePaymentCode`): the Swiss QR-bill's receipt and payment part at the foot of the first page,
 * or the EPC QR code beside the payment details, or a line saying why there is no code.
 *
 * Call it right after `documentWriter` (a QR-bill keeps the foot of the first page free from then
 * on), draw the details where the document speaks of payment, and pass `finishing` to `finish`.
 */
export function paymentPart(pdf: DocumentWriter, code: PaymentCode, language: Language) {
  // The words of the payment details (catalogue pdf.payment; the QR-bill's own are pdf.qrBill).
  const labels = texts(language, 'pdf').payment;
  const qrBill = code.kind === 'swiss-qr-bill' ? code : null;
  // The payment part takes the foot of the first page; the document's content stays above it.
  if (qrBill) pdf.reserveBottom(QR_BILL_HEIGHT + 12);

  /**
   * Where to pay and with which reference; with nothing to scan while money is still due, the
   * account (if any) and why there is no code; with an EPC code, the code and what it is for.
   */
  const drawDetails = ({ unpaid, iban }: { unpaid: number; iban: string | null }) => {
    const { doc, style, text, row } = pdf;
    // The QR-bill's payment part carries the account and reference itself.
    if (qrBill) return;
    if (code.kind !== 'none') {
      row(`${labels.payTo}: ${formatIban(code.iban)}`, null);
      const printed =
        code.referenceType === 'QRR' ? formatQrReference(code.reference) : formatRfReference(code.reference);
      row(`${labels.reference}: ${printed}`, null);
    } else if (unpaid > 0) {
      if (iban) row(`${labels.payTo}: ${formatIban(iban)}`, null);
      style('regular', SMALL_SIZE, MUTED_COLOR);
      const why = code.problems.map((problem) => paymentCodeProblemText(problem, language)).join(' ');
      pdf.ensure(24);
      text(`${labels.noQrBill} ${why}`, MARGIN.left, doc.y + 2, { width: CONTENT_WIDTH });
    }
    if (code.kind === 'epc') {
      // The code left, what it is for right of it; kept together on one page.
      pdf.ensure(EPC_CODE_SIZE + 12);
      const top = doc.y + 6;
      drawEpcCode(pdf, code.payload, MARGIN.left, top);
      const textLeft = MARGIN.left + EPC_CODE_SIZE + 14;
      const textWidth = CONTENT_WIDTH - EPC_CODE_SIZE - 14;
      style('bold', BODY_SIZE);
      text(labels.payByCode, textLeft, top + 6, { width: textWidth });
      style('regular', SMALL_SIZE, MUTED_COLOR);
      text(labels.payByCodeHint, textLeft, doc.y + 3, { width: textWidth, lineGap: 1.5 });
      doc.x = MARGIN.left;
      doc.y = Math.max(doc.y, top + EPC_CODE_SIZE) + 6;
    }
  };

  /** For `finish`: the QR-bill fills the foot of the first page, so the page number stands on the others. */
  const finishing = {
    footerOn: (index: number) => !qrBill || index > 0,
    beforeEnd: qrBill ? () => attachSwissQrBill(pdf, qrBill.data, language) : undefined,
  };

  /** True when the payment part sits at the foot of the first page (a Swiss QR-bill). */
  const onFirstPageFoot = qrBill !== null;

  return { drawDetails, finishing, onFirstPageFoot };
}
