// The system e-mails feature's public face (ADR 029): the company's wording of each automatic e-mail
// per type and language (else the built-in one), for the feature that sends it; and what that
// feature gives back for the preview: the values to fill a text with.
export type {
  SystemEmailPreviewInput,
  SystemEmailPreviewValues,
} from './system-email-preview.ts';
export { systemEmailText } from './system-emails.service.ts';
