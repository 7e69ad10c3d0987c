import { CONTRACT_STATUS_SORTS, contractStatusListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ContractStatusesSearch } from '../features/contract-statuses/api.ts';
import { parseListSearch } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

export const contractStatusesRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/custom-contract-status',
  validateSearch: (search: Record<string, unknown>): ContractStatusesSearch =>
    parseListSearch(search, contractStatusListQuerySchema, CONTRACT_STATUS_SORTS),
  component: lazyRouteComponent(
    () => import('../features/contract-statuses/pages/contract-statuses-page.tsx'),
    'ContractStatusesPage',
  ),
});

export const contractStatusNewRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/custom-contract-status/new',
  component: lazyRouteComponent(
    () => import('../features/contract-statuses/pages/status-new-page.tsx'),
    'StatusNewPage',
  ),
});

export const contractStatusDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/custom-contract-status/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/contract-statuses/pages/status-detail-page.tsx'),
    'StatusDetailPage',
  ),
});

export const contractStatusEditRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/custom-contract-status/edit/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/contract-statuses/pages/status-edit-page.tsx'),
    'StatusEditPage',
  ),
});
