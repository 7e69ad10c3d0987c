import { pdfEngine } from './engine.ts';
import type { DocumentWriter } from './layout.ts';

/** Side of the printed EPC QR code with its quiet zone: 30 mm (the EPC asks for at least 2 cm). */
export const EPC_CODE_SIZE = (30 / 25.4) * 72;
/** White modules around the code (the QR standard's quiet zone). */
const QUIET_ZONE = 4;

/**
 * The EPC QR code of a payload (epc-qr.ts in the domain), drawn as vector squares: one byte segment
 * holding the UTF-8 text, error correction level M, as EPC069-12 prescribes.
 */
export function drawEpcCode(pdf: DocumentWriter, payload: string, left: number, top: number) {
  const { doc } = pdf;
  const code = pdfEngine().QRCode.create([{ data: new TextEncoder().encode(payload), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  const { size } = code.modules;
  const module = EPC_CODE_SIZE / (size + 2 * QUIET_ZONE);
  doc.save();
  doc.rect(left, top, EPC_CODE_SIZE, EPC_CODE_SIZE).fill('white');
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (code.modules.get(row, column)) {
        // A hair larger than the grid so neighbouring squares leave no seam when rendered.
        const at = (index: number) => (index + QUIET_ZONE) * module;
        doc.rect(left + at(column), top + at(row), module + 0.05, module + 0.05);
      }
    }
  }
  doc.fill('black');
  doc.restore();
}
