import { VEHICLE_SORTS, vehicleListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { BORROWABLE_FILTERS, type VehiclesSearch } from '../features/vehicles/api.ts';
import { parseFilter, parseListSearch } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

export const vehiclesRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'vehicles',
  validateSearch: (search: Record<string, unknown>): VehiclesSearch => {
    const borrowable = parseFilter(search.borrowable, BORROWABLE_FILTERS);
    return {
      ...parseListSearch(search, vehicleListQuerySchema, VEHICLE_SORTS),
      ...(borrowable ? { borrowable } : {}),
    };
  },
  component: lazyRouteComponent(() => import('../features/vehicles/pages/vehicles-page.tsx'), 'VehiclesPage'),
});

export const vehicleNewRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'vehicles/new',
  component: lazyRouteComponent(
    () => import('../features/vehicles/pages/vehicle-new-page.tsx'),
    'VehicleNewPage',
  ),
});

export const vehicleDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'vehicles/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/vehicles/pages/vehicle-detail-page.tsx'),
    'VehicleDetailPage',
  ),
});

export const vehicleEditRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'vehicles/edit/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/vehicles/pages/vehicle-edit-page.tsx'),
    'VehicleEditPage',
  ),
});
