import { PAYMENT_SORTS, paymentListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { PaymentsSearch } from '../features/payments/api.ts';
import { parseListSearch, parseSearchValue } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

/** The list's filters, checked with the fields of the API's list query schema (spec §2). */
export function parsePaymentsSearch(search: Record<string, unknown>): PaymentsSearch {
  const query = paymentListQuerySchema.shape;
  const result: PaymentsSearch = { ...parseListSearch(search, paymentListQuerySchema, PAYMENT_SORTS) };
  const method = parseSearchValue(search.method, query.method);
  if (method) result.method = method;
  const from = parseSearchValue(search.from, query.from);
  if (from) result.from = from;
  const to = parseSearchValue(search.to, query.to);
  if (to) result.to = to;
  return result;
}

export const paymentsRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'payments',
  validateSearch: parsePaymentsSearch,
  component: lazyRouteComponent(() => import('../features/payments/pages/payments-page.tsx'), 'PaymentsPage'),
});

export const paymentDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'payments/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/payments/pages/payment-detail-page.tsx'),
    'PaymentDetailPage',
  ),
});
