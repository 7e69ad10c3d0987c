import { PACKAGE_SORTS, packageListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { PackagesSearch } from '../features/admin/write-api.ts';
import { parseListSearch } from '../lib/list-search.ts';
import { adminRoute } from './admin.ts';
import { assertRecordId } from './record-id.ts';

// The platform admin's writes (issue 14): a new company with its owner, a company's edit, the packages.

export const adminCompanyNewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'company/new',
  component: lazyRouteComponent(
    () => import('../features/admin/pages/admin-company-new-page.tsx'),
    'AdminCompanyNewPage',
  ),
});

export const adminCompanyEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'company/$id/edit',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/admin/pages/admin-company-edit-page.tsx'),
    'AdminCompanyEditPage',
  ),
});

export const adminPackagesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'packages',
  validateSearch: (search: Record<string, unknown>): PackagesSearch =>
    parseListSearch(search, packageListQuerySchema, PACKAGE_SORTS),
  component: lazyRouteComponent(
    () => import('../features/admin/pages/admin-packages-page.tsx'),
    'AdminPackagesPage',
  ),
});

export const adminPackageNewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'packages/new',
  component: lazyRouteComponent(
    () => import('../features/admin/pages/admin-package-new-page.tsx'),
    'AdminPackageNewPage',
  ),
});

export const adminPackageEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'packages/$id/edit',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/admin/pages/admin-package-edit-page.tsx'),
    'AdminPackageEditPage',
  ),
});

export const adminWriteRoutes = [
  adminCompanyNewRoute,
  adminCompanyEditRoute,
  adminPackagesRoute,
  adminPackageNewRoute,
  adminPackageEditRoute,
] as const;
