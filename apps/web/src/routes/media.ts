import { MEDIA_SORTS, mediaListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { MediaNewSearch, MediaSearch } from '../features/media/api.ts';
import { parseListSearch, parseSearchValue } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

/** The list's filters, checked with the fields of the API's list query schema. */
export function parseMediaSearch(search: Record<string, unknown>): MediaSearch {
  const query = mediaListQuerySchema.shape;
  const result: MediaSearch = { ...parseListSearch(search, mediaListQuerySchema, MEDIA_SORTS) };
  for (const key of ['customerId', 'contractId'] as const) {
    const value = parseSearchValue(search[key], query[key]);
    if (value) result[key] = value;
  }
  const kind = parseSearchValue(search.kind, query.kind);
  if (kind) result.kind = kind;
  return result;
}

/** A new session may start from a job's or a customer's page. */
function parseMediaNewSearch(search: Record<string, unknown>): MediaNewSearch {
  const query = mediaListQuerySchema.shape;
  const result: MediaNewSearch = {};
  for (const key of ['customerId', 'contractId'] as const) {
    const value = parseSearchValue(search[key], query[key]);
    if (value) result[key] = value;
  }
  return result;
}

export const mediaRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'media',
  validateSearch: parseMediaSearch,
  component: lazyRouteComponent(() => import('../features/media/pages/media-page.tsx'), 'MediaPage'),
});

export const mediaNewRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'media/new',
  validateSearch: parseMediaNewSearch,
  component: lazyRouteComponent(() => import('../features/media/pages/media-new-page.tsx'), 'MediaNewPage'),
});

export const mediaDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'media/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(() => import('./media-detail-page.tsx'), 'MediaDetailRoutePage'),
});
