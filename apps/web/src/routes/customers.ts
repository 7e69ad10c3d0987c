import { CUSTOMER_SORTS, customerListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { CustomersSearch } from '../features/customers/api.ts';
import { parseListSearch, parseSearchValue } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

export const customersRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'customers',
  validateSearch: (search: Record<string, unknown>): CustomersSearch => {
    const customerType = parseSearchValue(search.customerType, customerListQuerySchema.shape.customerType);
    return {
      ...parseListSearch(search, customerListQuerySchema, CUSTOMER_SORTS),
      ...(customerType ? { customerType } : {}),
    };
  },
  component: lazyRouteComponent(
    () => import('../features/customers/pages/customers-page.tsx'),
    'CustomersPage',
  ),
});

export const customerNewRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'customers/new',
  component: lazyRouteComponent(
    () => import('../features/customers/pages/customer-new-page.tsx'),
    'CustomerNewPage',
  ),
});

export const customerDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'customers/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(() => import('./customer-detail-page.tsx'), 'CustomerDetailRoutePage'),
});

export const customerEditRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'customers/edit/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/customers/pages/customer-edit-page.tsx'),
    'CustomerEditPage',
  ),
});
