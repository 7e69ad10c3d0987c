import { CONTENT_WIDTH, MARGIN, MUTED_COLOR, SMALL_SIZE } from '../../../platform/pdf/index.ts';
import type { ContractPdfContext } from './contract-pdf-context.ts';

/** The signature's box on the page: about 60 × 20 mm, the size of a hand-written one. */
const SIGNATURE_BOX: [number, number] = [180, 60];

/**
 * The online acceptance (ADR 057): when the customer accepted, and their signature above a line: the
 * drawn image, or the typed name in italics, said to be typed. Nothing before an acceptance.
 */
export function drawAcceptance({ input, labels, pdf, format }: ContractPdfContext): void {
  const acceptance = input.acceptance;
  if (!acceptance) return;
  const { doc, style, text, heading, space } = pdf;
  const signature = acceptance.signature;
  pdf.ensure(40 + (signature ? SIGNATURE_BOX[1] + 30 : 14));
  heading(labels.acceptance);
  style('regular');
  const at = format.dateTime(acceptance.acceptedAt.toISOString());
  text(labels.acceptedOnline(at), MARGIN.left, doc.y + 4, { width: CONTENT_WIDTH });
  if (!signature) {
    style('italic', SMALL_SIZE, MUTED_COLOR);
    text(labels.noSignature, MARGIN.left, doc.y + 4, { width: CONTENT_WIDTH });
    return;
  }
  space(8);
  const top = doc.y;
  if (signature.kind === 'drawn') {
    doc.image(signature.png, MARGIN.left, top, { fit: SIGNATURE_BOX, valign: 'bottom' });
  } else {
    style('italic', 16);
    text(signature.name, MARGIN.left, top + SIGNATURE_BOX[1] - 22, { width: SIGNATURE_BOX[0] * 2 });
  }
  const lineY = top + SIGNATURE_BOX[1] + 2;
  doc
    .moveTo(MARGIN.left, lineY)
    .lineTo(MARGIN.left + SIGNATURE_BOX[0], lineY)
    .lineWidth(0.5)
    .strokeColor(MUTED_COLOR)
    .stroke();
  style('regular', SMALL_SIZE, MUTED_COLOR);
  const caption = signature.kind === 'typed' ? labels.typedSignature(signature.name) : labels.signature;
  text(caption, MARGIN.left, lineY + 3, { width: CONTENT_WIDTH });
}
