// The invoices feature's public face: what other features may use of it (ADR 031).

export { invoiceHistory } from './invoice-history.ts';
export { invoicePaymentAccount, type PaymentAccount } from './invoice-payment-account.ts';
export { invoicePdf } from './invoice-pdf/invoice-pdf.service.ts';
export { type InvoiceView, loadInvoiceView } from './invoice-view.ts';
export {
  findInvoice,
  findInvoicesByPaymentReference,
  lockInvoice,
  recomputeInvoicePaid,
} from './invoices.repo.ts';
