// The invoices feature's public face (issue 13): what other features may use of it. Other
// features still import some internals directly; they move here as the structure work goes on.
// The invoice PDF is the invoice's document: other features take it from here, wherever it is made.
export { invoicePdf } from '../documents/invoice-pdf.service.ts';
export { invoicePaymentAccount, type PaymentAccount } from './invoice-payment-account.ts';
export { type InvoiceView, loadInvoiceView } from './invoice-view.ts';
export { findInvoice } from './invoices.repo.ts';
