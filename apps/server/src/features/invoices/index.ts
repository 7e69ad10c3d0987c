// The invoices feature's public face (issue 13): what other features may use of it. Other
// features still import some internals directly; they move here as the structure work goes on.
export { invoicePaymentAccount, type PaymentAccount } from './invoice-payment-account.ts';
export { invoicePdf } from './invoice-pdf/invoice-pdf.service.ts';
