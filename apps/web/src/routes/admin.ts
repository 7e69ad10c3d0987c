import { ADMIN_COMPANY_SORTS, adminCompanyListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ACTIVE_FILTERS, type AdminCompaniesSearch } from '../features/admin/api.ts';
import { parseFilter, parseListSearch, parseSearchValue } from '../lib/list-search.ts';
import { rootRoute } from './root.tsx';

/** The platform administration (admin host only; the root guard keeps everyone else out). */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin',
  component: lazyRouteComponent(() => import('../features/shell/components/admin-shell.tsx'), 'AdminShell'),
});

export const adminHomeRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../features/admin/pages/admin-home-page.tsx'), 'AdminHomePage'),
});

export const adminCompaniesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'company',
  validateSearch: (search: Record<string, unknown>): AdminCompaniesSearch => {
    const active = parseFilter(search.active, ACTIVE_FILTERS);
    const packageId = parseSearchValue(search.packageId, adminCompanyListQuerySchema.shape.packageId);
    return {
      ...parseListSearch(search, adminCompanyListQuerySchema, ADMIN_COMPANY_SORTS),
      ...(active ? { active } : {}),
      ...(packageId ? { packageId } : {}),
    };
  },
  component: lazyRouteComponent(
    () => import('../features/admin/pages/admin-companies-page.tsx'),
    'AdminCompaniesPage',
  ),
});
