import { INVOICE_SORTS, INVOICE_STATES } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { InvoicesSearch } from '../features/invoices/api.ts';
import { parseFilter, parseListSearch } from '../lib/list-search.ts';
import { assertValidRoute } from '../lib/page-not-found.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseMatching(value: unknown, pattern: RegExp): string | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  assertValidRoute(pattern.test(text));
  return text;
}

/** The list's filters, checked (spec §2: a value that cannot be meant is no page at all). */
export function parseInvoicesSearch(search: Record<string, unknown>): InvoicesSearch {
  const result: InvoicesSearch = { ...parseListSearch(search, INVOICE_SORTS) };
  const state = parseFilter(search.state, INVOICE_STATES);
  if (state) result.state = state;
  const customerId = parseMatching(search.customerId, UUID);
  if (customerId) result.customerId = customerId;
  const from = parseMatching(search.from, ISO_DATE);
  if (from) result.from = from;
  const to = parseMatching(search.to, ISO_DATE);
  if (to) result.to = to;
  return result;
}

export const invoicesRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'invoices',
  validateSearch: parseInvoicesSearch,
  component: lazyRouteComponent(() => import('../features/invoices/pages/invoices-page.tsx'), 'InvoicesPage'),
});

export const invoiceNewRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'invoices/new',
  component: lazyRouteComponent(
    () => import('../features/invoices/pages/invoice-new-page.tsx'),
    'InvoiceNewPage',
  ),
});

export const invoiceEditRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'invoices/edit/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/invoices/pages/invoice-edit-page.tsx'),
    'InvoiceEditPage',
  ),
});

/** The invoice's header and tabs; the tabs default, payments and sent-emails are its children. */
export const invoiceDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'invoices/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/invoices/pages/invoice-detail-page.tsx'),
    'InvoiceDetailPage',
  ),
});

export const invoiceOverviewRoute = createRoute({
  getParentRoute: () => invoiceDetailRoute,
  path: '/',
  component: lazyRouteComponent(
    () => import('../features/invoices/pages/invoice-detail-page.tsx'),
    'InvoiceOverviewTab',
  ),
});

export const invoicePaymentsRoute = createRoute({
  getParentRoute: () => invoiceDetailRoute,
  path: 'payments',
  component: lazyRouteComponent(
    () => import('../features/payments/pages/invoice-payments-tab.tsx'),
    'InvoicePaymentsTab',
  ),
});

export const invoiceEmailsRoute = createRoute({
  getParentRoute: () => invoiceDetailRoute,
  path: 'sent-emails',
  component: lazyRouteComponent(
    () => import('../features/invoices/pages/invoice-emails-tab.tsx'),
    'InvoiceEmailsTab',
  ),
});

export const invoiceRoutes = [
  invoicesRoute,
  invoiceNewRoute,
  invoiceEditRoute,
  invoiceDetailRoute.addChildren([invoiceOverviewRoute, invoicePaymentsRoute, invoiceEmailsRoute]),
];
