import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AdminSearchSearch } from '../features/admin/search-api.ts';
import { adminRoute } from './admin.ts';

/** The platform admin's search across every company (spec §2 "/admin/global-search"). */
export const adminSearchRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'global-search',
  validateSearch: (search: Record<string, unknown>): AdminSearchSearch => {
    const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
    return q ? { q } : {};
  },
  component: lazyRouteComponent(
    () => import('../features/admin/pages/admin-search-page.tsx'),
    'AdminSearchPage',
  ),
});
