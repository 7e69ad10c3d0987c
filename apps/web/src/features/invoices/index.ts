// The invoices feature's public face: what other features may use of it (ADR 031).
export { invoiceKeys, useInvoiceQuery } from './api.ts';
export { CreateInvoiceButton } from './components/create-invoice-button.tsx';
export { ContractInvoices, CustomerInvoices } from './components/customer-invoices.tsx';
