// The mail composer (ADR 029): every e-mail's subject, HTML and plain text are made here, from a
// rich-text template with placeholders or from blocks written in code. Values are escaped into HTML
// by construction; no feature writes mail HTML by hand.
export {
  type ComposedMail,
  composeMail,
  composeTemplateMail,
  type MailBlock,
  type MailLink,
  type MailText,
  type MailValues,
} from './compose.ts';
export { type Addressee, fillPlaceholders, formatMailDay, genderWelcome } from './placeholders.ts';
