import { type QrBillData, qrBillPayload } from '@maxer/domain';
import nayuki from 'nayuki-qr-code-generator';
import { mm2pt } from 'swissqrbill/utils';

// The package's file is an ES module without "type": "module": Node loads it as one (the default
// export is the library), while its types describe CommonJS (the library under `default`).
const qrcodegen = ('QrCode' in nayuki ? nayuki : nayuki.default) as typeof nayuki.default;

/** Side of the Swiss QR code: 46 mm (SIX IG QR-bill 2.3, 5.4). */
const CODE_SIZE = mm2pt(46);

/**
 * The QR code of a Swiss QR-bill: an ECI segment for UTF-8 and the payload's segments, error
 * correction level M, version 10 to 25, as swissqrbill makes it (the same library underneath, so the
 * code is module for module the same; tested), with the Swiss cross in its middle.
 *
 * Drawn here rather than by swissqrbill's `SwissQRCode.attachTo` because that writes one rectangle
 * with six-decimal coordinates per dark module (about 1,600 for a typical bill, 40 KB of page content
 * to write and compress on every invoice). Here the page's coordinates are scaled so one module is
 * one unit, and each horizontal run of dark modules is one rectangle: the same picture in a sixth
 * of the bytes.
 */
export function drawSwissQrCode(doc: PDFKit.PDFDocument, data: QrBillData, left: number, top: number) {
  const code = encodeSwissQrCode(data);
  const module = CODE_SIZE / code.size;

  doc.save();
  doc.translate(left, top).scale(module);
  for (let y = 0; y < code.size; y += 1) {
    let x = 0;
    while (x < code.size) {
      if (!code.getModule(x, y)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < code.size && code.getModule(x, y)) x += 1;
      doc.rect(start, y, x - start, 1);
    }
  }
  doc.fillColor('black').fill();
  doc.restore();
  drawSwissCross(doc, left, top);
}

/** The code's modules (the mask chosen by the standard's penalty rules, as swissqrbill lets it be). */
export function encodeSwissQrCode(data: QrBillData) {
  const { QrCode, QrSegment } = qrcodegen;
  const segments = [QrSegment.makeEci(26), ...QrSegment.makeSegments(qrBillPayload(data))];
  return QrCode.encodeSegments(segments, QrCode.Ecc.MEDIUM, 10, 25, -1, false);
}

/**
 * The Swiss cross in the middle of the code (SIX IG 2.3, 5.4.1): a 7 mm white square, in it a 6 mm
 * black one, and the white cross of arms 3.89 mm long and 1.17 mm thick (swissqrbill's measures).
 */
function drawSwissCross(doc: PDFKit.PDFDocument, left: number, top: number) {
  const centre = CODE_SIZE / 2;
  const square = (side: number, color: string) =>
    doc
      .rect(left + centre - side / 2, top + centre - side / 2, side, side)
      .fillColor(color)
      .fill();
  const length = mm2pt(3.89);
  const thickness = mm2pt(1.17);
  square(mm2pt(7), 'white');
  square(mm2pt(6), 'black');
  doc
    .rect(left + centre - length / 2, top + centre - thickness / 2, length, thickness)
    .fillColor('white')
    .fill();
  doc
    .rect(left + centre - thickness / 2, top + centre - length / 2, thickness, length)
    .fillColor('white')
    .fill();
  doc.fillColor('black');
}
