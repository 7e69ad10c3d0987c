// The mail feature's public face (ADR 029): how a stored message and its delivery events are shown,
// for the features that list their own e-mails (invoice-mails).
export { toEvent, toMessage } from './mail.service.ts';
export { type MailRelation, mailHistory } from './mail-history.ts';
