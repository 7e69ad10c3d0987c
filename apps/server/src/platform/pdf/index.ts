// The PDF engine every document uses (ADR 028): a document is a small file in its own feature that
// turns plain data into pages with what this module offers; it reads no database and no file itself.

export { loadPdfEngine } from './engine.ts';
export { pdfFonts } from './fonts.ts';
export { type DocumentFormat, documentFormat } from './format.ts';
export {
  A4,
  BODY_SIZE,
  CONTENT_WIDTH,
  type DocumentWriter,
  documentWriter,
  type Face,
  MARGIN,
  MUTED_COLOR,
  type RowOptions,
  SMALL_SIZE,
  TEXT_COLOR,
} from './layout.ts';
export {
  type Addressee,
  accentOf,
  addresseeName,
  addressLines,
  DEFAULT_ACCENT,
  type DocumentHead,
  drawDocumentHead,
  drawOpening,
  footerLine,
  type LetterheadCompany,
  senderLines,
  vatNumberLine,
} from './letterhead.ts';
export { cachedLogo, documentLogo, prepareLogo } from './logo.ts';
export { paymentPart } from './payment-part.ts';
