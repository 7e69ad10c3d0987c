import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

export const servicesRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/services',
  component: lazyRouteComponent(() => import('../features/services/pages/services-page.tsx'), 'ServicesPage'),
});

/** `?parent=` starts the new service below that one ("Unterdienstleistung erfassen" on a detail). */
export interface ServiceNewSearch {
  parent?: string;
}

export const serviceNewRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/services/new',
  validateSearch: (search: Record<string, unknown>): ServiceNewSearch => {
    if (search.parent === undefined) return {};
    const parent = String(search.parent);
    assertRecordId(parent);
    return { parent };
  },
  component: lazyRouteComponent(
    () => import('../features/services/pages/service-new-page.tsx'),
    'ServiceNewPage',
  ),
});

export const serviceDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/services/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/services/pages/service-detail-page.tsx'),
    'ServiceDetailPage',
  ),
});

/**
 * Services cannot be changed after creation (spec §5), yet every resource has an `/edit/{id}` address
 * (issue 3). It does not pretend: it shows the detail with a note that a service is deleted and
 * created anew instead (docs/decisions/008-immutable-records-edit-address.md).
 */
export const serviceEditRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'my-company/services/edit/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/services/pages/service-edit-page.tsx'),
    'ServiceEditPage',
  ),
});
