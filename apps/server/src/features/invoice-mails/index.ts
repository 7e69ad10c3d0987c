// The invoice mails feature's public face (ADR 029): what other features may use of it. Every e-mail
// about an invoice (the invoice sent, a payment notice) is stored under this relation, so the
// invoice's list of e-mails shows them all.
export { INVOICE_RELATION } from './invoice-mails.repo.ts';
