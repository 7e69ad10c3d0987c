import {
  ACTIVITY_ACTIONS,
  ACTOR_TYPES,
  ADMIN_ACTIVITY_SORTS,
  ADMIN_ADMIN_SORTS,
  adminActivityListQuerySchema,
  adminAdminListQuerySchema,
} from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { type AdminActivitiesSearch, SCOPE_FILTERS } from '../features/admin/activities/api.ts';
import type { AdminAdminsSearch } from '../features/admin/admins/api.ts';
import { parseFilter, parseListSearch, parseSearchValue } from '../lib/list-search.ts';
import { adminRoute } from './admin.ts';
import { assertRecordId } from './record-id.ts';

/** Every activity of the platform: filters, paging and the actor search in the address bar. */
export const adminActivitiesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'activities',
  validateSearch: (search: Record<string, unknown>): AdminActivitiesSearch => {
    const shape = adminActivityListQuerySchema.shape;
    const values: AdminActivitiesSearch = {
      ...parseListSearch(search, adminActivityListQuerySchema, ADMIN_ACTIVITY_SORTS),
      companyId: parseSearchValue(search.companyId, shape.companyId),
      scope: parseFilter(search.scope, SCOPE_FILTERS),
      actorType: parseFilter(search.actorType, ACTOR_TYPES),
      actorId: parseSearchValue(search.actorId, shape.actorId),
      action: parseFilter(search.action, ACTIVITY_ACTIONS),
      entityType: parseSearchValue(search.entityType, shape.entityType),
      from: parseSearchValue(search.from, shape.from),
      to: parseSearchValue(search.to, shape.to),
    };
    // Absent filters stay out of the address.
    return Object.fromEntries(
      Object.entries(values).filter(([, value]) => value !== undefined),
    ) as AdminActivitiesSearch;
  },
  component: lazyRouteComponent(
    () => import('../features/admin/activities/admin-activities-page.tsx'),
    'AdminActivitiesPage',
  ),
});

export const adminActivityDetailRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'activities/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/admin/activities/admin-activity-detail-page.tsx'),
    'AdminActivityDetailPage',
  ),
});

/** The platform's admins: list, invite, deactivate and reactivate. */
export const adminAdminsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'admins',
  validateSearch: (search: Record<string, unknown>): AdminAdminsSearch =>
    parseListSearch(search, adminAdminListQuerySchema, ADMIN_ADMIN_SORTS),
  component: lazyRouteComponent(
    () => import('../features/admin/admins/admin-admins-page.tsx'),
    'AdminAdminsPage',
  ),
});

export const adminActivityRoutes = [adminActivitiesRoute, adminActivityDetailRoute, adminAdminsRoute];
