import { CONTRACT_SORTS, CONTRACT_STATUSES, contractListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ContractsSearch } from '../features/contracts/api.ts';
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
export function parseContractsSearch(search: Record<string, unknown>): ContractsSearch {
  const result: ContractsSearch = { ...parseListSearch(search, CONTRACT_SORTS) };
  const status = parseFilter(search.status, CONTRACT_STATUSES);
  if (status) result.status = status;
  const customStatusId = parseMatching(search.customStatusId, UUID);
  if (customStatusId) result.customStatusId = customStatusId;
  const customerId = parseMatching(search.customerId, UUID);
  if (customerId) result.customerId = customerId;
  const from = parseMatching(search.from, ISO_DATE);
  if (from) result.from = from;
  const to = parseMatching(search.to, ISO_DATE);
  if (to) result.to = to;
  if (search.overdue !== undefined) {
    assertValidRoute(String(search.overdue) === 'true');
    result.overdue = 'true';
  }
  if (search.withoutOffer !== undefined) {
    assertValidRoute(String(search.withoutOffer) === 'true');
    result.withoutOffer = 'true';
  }
  if (search.createdFrom !== undefined) {
    // The server's own rule, so the page asks for no instant the list would refuse, and refuses none it takes.
    const createdFrom = contractListQuerySchema.shape.createdFrom.safeParse(String(search.createdFrom));
    assertValidRoute(createdFrom.success);
    if (createdFrom.data) result.createdFrom = createdFrom.data;
  }
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
