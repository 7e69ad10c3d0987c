import { getRouteApi } from '@tanstack/react-router';
import { InvoicePayments } from '../../payments/components/invoice-payments.tsx';
import { useInvoiceQuery } from '../api.ts';

const route = getRouteApi('/_company/invoices/$id/payments');

export function InvoicePaymentsTab() {
  const { id } = route.useParams();
  const invoice = useInvoiceQuery(id);
  return invoice.data ? <InvoicePayments invoice={invoice.data} /> : null;
}
