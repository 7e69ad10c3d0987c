import { ITEM_SORTS, itemListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ItemsSearch } from '../features/items/api.ts';
import { parseListSearch } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

export const itemsRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'items',
  validateSearch: (search: Record<string, unknown>): ItemsSearch =>
    parseListSearch(search, itemListQuerySchema, ITEM_SORTS),
  component: lazyRouteComponent(() => import('../features/items/pages/items-page.tsx'), 'ItemsPage'),
});

export const itemNewRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'items/new',
  component: lazyRouteComponent(() => import('../features/items/pages/item-new-page.tsx'), 'ItemNewPage'),
});

export const itemDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'items/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/items/pages/item-detail-page.tsx'),
    'ItemDetailPage',
  ),
});

export const itemEditRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'items/edit/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(() => import('../features/items/pages/item-edit-page.tsx'), 'ItemEditPage'),
});
