import { getRouteApi } from '@tanstack/react-router';
import { useInvoiceQuery } from '../api.ts';
import { InvoiceEmails } from '../components/invoice-emails.tsx';

const route = getRouteApi('/_company/invoices/$id/sent-emails');

export function InvoiceEmailsTab() {
  const { id } = route.useParams();
  const invoice = useInvoiceQuery(id);
  return invoice.data ? <InvoiceEmails invoice={invoice.data} /> : null;
}
