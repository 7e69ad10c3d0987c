// The Maxer invoices feature's public face: the company shell shows the overdue notice.
export { OverdueMaxerInvoiceNotice } from './components/overdue-notice.tsx';
