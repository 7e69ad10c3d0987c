import { getRouteApi } from '@tanstack/react-router';
import { useInvoiceQuery } from '../../invoices/index.ts';
import { InvoicePayments } from '../components/invoice-payments.tsx';

const route = getRouteApi('/_company/invoices/$id/payments');

export function InvoicePaymentsTab() {
  const { id } = route.useParams();
  const invoice = useInvoiceQuery(id);
  return invoice.data ? <InvoicePayments invoice={invoice.data} /> : null;
}
