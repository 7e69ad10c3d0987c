import { CONTRACT_SORTS, contractListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ContractsSearch } from '../features/contracts/api.ts';
import { parseListSearch, parseSearchValue } from '../lib/list-search.ts';
import { assertValidRoute } from '../lib/page-not-found.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

/**
 * The list's filters, checked with the fields of the API's list query schema (spec §2: a value that
 * cannot be meant is no page at all). `overdue` and `withoutOffer` are links that only say `true`.
 */
export function parseContractsSearch(search: Record<string, unknown>): ContractsSearch {
  const query = contractListQuerySchema.shape;
  const result: ContractsSearch = { ...parseListSearch(search, contractListQuerySchema, CONTRACT_SORTS) };
  const status = parseSearchValue(search.status, query.status);
  if (status) result.status = status;
  const customStatusId = parseSearchValue(search.customStatusId, query.customStatusId);
  if (customStatusId) result.customStatusId = customStatusId;
  const customerId = parseSearchValue(search.customerId, query.customerId);
  if (customerId) result.customerId = customerId;
  const origin = parseSearchValue(search.origin, query.origin);
  if (origin) result.origin = origin;
  const from = parseSearchValue(search.from, query.from);
  if (from) result.from = from;
  const to = parseSearchValue(search.to, query.to);
  if (to) result.to = to;
  if (search.overdue !== undefined) {
    assertValidRoute(String(search.overdue) === 'true');
    result.overdue = 'true';
  }
  if (search.withoutOffer !== undefined) {
    assertValidRoute(String(search.withoutOffer) === 'true');
    result.withoutOffer = 'true';
  }
  // The server's own rule, so the page asks for no instant the list would refuse, and refuses none it takes.
  const createdFrom = parseSearchValue(search.createdFrom, query.createdFrom);
  if (createdFrom) result.createdFrom = createdFrom;
  return result;
}

export const contractsRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'contracts',
  validateSearch: parseContractsSearch,
  component: lazyRouteComponent(
    () => import('../features/contracts/pages/contracts-page.tsx'),
    'ContractsPage',
  ),
});

export const archiveRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'archive',
  validateSearch: parseContractsSearch,
  component: lazyRouteComponent(
    () => import('../features/contracts/pages/contracts-page.tsx'),
    'ArchivePage',
  ),
});

/** `/archive/view?id=…` (spec §2 lists a bare /archive/view): an id that cannot be one is no page at all. */
export function parseArchiveViewSearch(search: Record<string, unknown>): { id: string } {
  const id = typeof search.id === 'string' ? search.id : '';
  assertRecordId(id);
  return { id };
}

export const archiveViewRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'archive/view',
  validateSearch: parseArchiveViewSearch,
  component: lazyRouteComponent(() => import('./archive-view-page.tsx'), 'ArchiveViewRoutePage'),
});

export const contractDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'contracts/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(() => import('./contract-detail-page.tsx'), 'ContractDetailRoutePage'),
});

export const contractNewRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'contracts/new',
  component: lazyRouteComponent(
    () => import('../features/contracts/pages/contract-new-page.tsx'),
    'ContractNewPage',
  ),
});

export const contractEditRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'contracts/edit/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/contracts/pages/contract-edit-page.tsx'),
    'ContractEditPage',
  ),
});
