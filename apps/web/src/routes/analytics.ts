import { analyticsMonthSchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AnalyticsSearch } from '../features/analytics/api.ts';
import { parseSearchValue } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';

/** The period's months (YYYY-MM), checked with the API's own schema; an order the server refuses it explains. */
export function parseAnalyticsSearch(search: Record<string, unknown>): AnalyticsSearch {
  const from = parseSearchValue(search.from, analyticsMonthSchema);
  const to = parseSearchValue(search.to, analyticsMonthSchema);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

export const analyticsRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'analytics',
  validateSearch: parseAnalyticsSearch,
  component: lazyRouteComponent(
    () => import('../features/analytics/pages/analytics-page.tsx'),
    'AnalyticsPage',
  ),
});
