import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { assertValidRoute } from '../lib/page-not-found.ts';
import { assertRecordId } from './record-id.ts';
import { rootRoute } from './root.tsx';

/** The company area: a layout without a path segment, framing every company page. */
export const companyRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_company',
  component: lazyRouteComponent(
    () => import('../features/shell/components/company-shell.tsx'),
    'CompanyShell',
  ),
});

export const homeRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../features/home/pages/home-page.tsx'), 'HomePage'),
});

export interface PageSearch {
  page?: number;
}

export const activeSessionsRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'active-sessions',
  validateSearch: (search: Record<string, unknown>): PageSearch => {
    if (search.page === undefined) return {};
    // Validity check (spec §2): a page number that is not a positive whole number is no page at all.
    const page = Number(search.page);
    assertValidRoute(Number.isInteger(page) && page >= 1);
    return { page };
  },
  component: lazyRouteComponent(
    () => import('../features/sessions/pages/active-sessions-page.tsx'),
    'ActiveSessionsPage',
  ),
});

export const activeSessionDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'active-sessions/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/sessions/pages/session-detail-page.tsx'),
    'SessionDetailPage',
  ),
});
