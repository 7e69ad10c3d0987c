// The PDF packages (pdfkit with fontkit, qrcode, swissqrbill's checks), about half a second of a
// start, are loaded at the first document, not when the server starts (ADR 063). A document begins
// with `await loadPdfEngine()` (the renderers do); everything drawing on it then reads `pdfEngine()`.

export interface PdfEngine {
  PDFDocument: typeof import('pdfkit');
  fontkit: typeof import('fontkit');
  QRCode: typeof import('qrcode');
  SwissQRCode: typeof import('swissqrbill/pdf').SwissQRCode;
}

let engine: PdfEngine | undefined;
let loading: Promise<PdfEngine> | undefined;

/** Load the PDF packages once; later calls get the same engine. */
export function loadPdfEngine(): Promise<PdfEngine> {
  loading ??= Promise.all([
    import('pdfkit'),
    import('fontkit'),
    import('qrcode'),
    import('swissqrbill/pdf'),
  ]).then(([pdfkit, fontkit, qrcode, swissqrbill]) => {
    engine = {
      PDFDocument: pdfkit.default,
      fontkit,
      QRCode: qrcode.default,
      SwissQRCode: swissqrbill.SwissQRCode,
    };
    return engine;
  });
  // A failed load is tried again by the next document.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The loaded engine; writing a document before `loadPdfEngine()` finished is a programming error. */
export function pdfEngine(): PdfEngine {
  if (!engine) throw new Error('the PDF engine is not loaded yet: await loadPdfEngine() first');
  return engine;
}
