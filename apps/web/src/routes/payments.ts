import { PAYMENT_METHODS, PAYMENT_SORTS } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { PaymentsSearch } from '../features/payments/api.ts';
import { parseFilter, parseListSearch } from '../lib/list-search.ts';
import { assertValidRoute } from '../lib/page-not-found.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDay(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  assertValidRoute(ISO_DATE.test(text));
  return text;
}

export function parsePaymentsSearch(search: Record<string, unknown>): PaymentsSearch {
  const result: PaymentsSearch = { ...parseListSearch(search, PAYMENT_SORTS) };
  const method = parseFilter(search.method, PAYMENT_METHODS);
  if (method) result.method = method;
  const from = parseDay(search.from);
  if (from) result.from = from;
  const to = parseDay(search.to);
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
