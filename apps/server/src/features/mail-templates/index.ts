// The mail templates feature's public face (ADR 029): what other features may use of it. The
// company's templates are chosen by id in a request body; their placeholders are checked here and
// filled with a contract's values for the offer e-mail and its previews.
export { checkMailPlaceholders } from './mail-templates.service.ts';
export { contractMailValues, exampleMailValues, exampleValidUntil } from './mail-values.ts';
export { chosenMailTemplate, offerPreviewLink, templateOfferMail } from './offer-template-mail.ts';
