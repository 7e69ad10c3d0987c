import { getRouteApi } from '@tanstack/react-router';
import { InvoiceEmails } from '../components/invoice-emails.tsx';

const route = getRouteApi('/_company/invoices/$id/sent-emails');

export function InvoiceEmailsTab() {
  const { id } = route.useParams();
  return <InvoiceEmails invoiceId={id} />;
}
