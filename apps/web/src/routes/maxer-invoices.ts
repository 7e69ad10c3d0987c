import {
  billingPeriodSchema,
  PLATFORM_INVOICE_SORTS,
  PLATFORM_INVOICE_STATES,
  platformInvoiceListQuerySchema,
} from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { MaxerInvoicesSearch } from '../features/maxer-invoices/api.ts';
import { parseFilter, parseListSearch, parseSearchValue } from '../lib/list-search.ts';
import { adminRoute } from './admin.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

// The platform's invoices to its companies (issue 16): the admin's list and editor, the owner's list,
// detail and pay page.

function maxerInvoicesSearch(search: Record<string, unknown>): MaxerInvoicesSearch {
  const status = parseFilter(search.status, PLATFORM_INVOICE_STATES);
  const period = parseSearchValue(search.period, billingPeriodSchema);
  const companyId = parseSearchValue(search.companyId, platformInvoiceListQuerySchema.shape.companyId);
  return {
    ...parseListSearch(search, platformInvoiceListQuerySchema, PLATFORM_INVOICE_SORTS),
    ...(status ? { status } : {}),
    ...(period ? { period } : {}),
    ...(companyId ? { companyId } : {}),
  };
}

export const adminMaxerInvoicesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'maxer-invoices',
  validateSearch: maxerInvoicesSearch,
  component: lazyRouteComponent(
    () => import('../features/maxer-invoices/pages/admin-maxer-invoices-page.tsx'),
    'AdminMaxerInvoicesPage',
  ),
});

export const adminMaxerInvoiceEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'maxer-invoices/edit/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/maxer-invoices/pages/admin-maxer-invoice-edit-page.tsx'),
    'AdminMaxerInvoiceEditPage',
  ),
});

export const maxerInvoicesRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'maxer-invoices',
  validateSearch: maxerInvoicesSearch,
  component: lazyRouteComponent(
    () => import('../features/maxer-invoices/pages/maxer-invoices-page.tsx'),
    'MaxerInvoicesPage',
  ),
});

export const maxerInvoicesPayRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'maxer-invoices/pay',
  component: lazyRouteComponent(
    () => import('../features/maxer-invoices/pages/maxer-invoices-pay-page.tsx'),
    'MaxerInvoicesPayPage',
  ),
});

export const maxerInvoiceDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'maxer-invoices/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/maxer-invoices/pages/maxer-invoice-page.tsx'),
    'MaxerInvoicePage',
  ),
});

export const adminMaxerInvoiceRoutes = [adminMaxerInvoicesRoute, adminMaxerInvoiceEditRoute] as const;
export const maxerInvoiceRoutes = [
  maxerInvoicesRoute,
  maxerInvoicesPayRoute,
  maxerInvoiceDetailRoute,
] as const;
