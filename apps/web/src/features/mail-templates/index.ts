// The mail templates feature's public face: what other features may use of it (ADR 031).
export { useMailTemplatesQuery } from './api.ts';
export { checkMailText } from './components/mail-template-form.tsx';
export { MailTextFields, placeholderList } from './components/mail-text-fields.tsx';
export { OfferTemplatePicker } from './components/offer-template-picker.tsx';
