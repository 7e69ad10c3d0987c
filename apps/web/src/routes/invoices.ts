import { INVOICE_SORTS, invoiceListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { InvoicesSearch } from '../features/invoices/api.ts';
import { parseListSearch, parseSearchValue } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

/** The list's filters, checked with the fields of the API's list query schema (spec §2). */
export function parseInvoicesSearch(search: Record<string, unknown>): InvoicesSearch {
  const query = invoiceListQuerySchema.shape;
  const result: InvoicesSearch = { ...parseListSearch(search, invoiceListQuerySchema, INVOICE_SORTS) };
  const state = parseSearchValue(search.state, query.state);
  if (state) result.state = state;
  const customerId = parseSearchValue(search.customerId, query.customerId);
  if (customerId) result.customerId = customerId;
  const from = parseSearchValue(search.from, query.from);
  if (from) result.from = from;
  const to = parseSearchValue(search.to, query.to);
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
