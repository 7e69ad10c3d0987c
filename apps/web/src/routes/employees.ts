import { EMPLOYEE_SORTS, employeeListQuerySchema } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { EmployeesSearch } from '../features/employees/api.ts';
import { parseListSearch, parseSearchValue } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

/** The company's users; the pages themselves tell anyone but an owner that this is the owner's. */
export const employeesRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'employees',
  validateSearch: (search: Record<string, unknown>): EmployeesSearch => {
    const role = parseSearchValue(search.role, employeeListQuerySchema.shape.role);
    const active = parseSearchValue(search.active, employeeListQuerySchema.shape.active);
    return {
      ...parseListSearch(search, employeeListQuerySchema, EMPLOYEE_SORTS),
      ...(role ? { role } : {}),
      ...(active ? { active } : {}),
    };
  },
  component: lazyRouteComponent(
    () => import('../features/employees/pages/employees-page.tsx'),
    'EmployeesPage',
  ),
});

export const employeeNewRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'employees/new',
  component: lazyRouteComponent(
    () => import('../features/employees/pages/employee-new-page.tsx'),
    'EmployeeNewPage',
  ),
});

export const employeeDetailRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'employees/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/employees/pages/employee-detail-page.tsx'),
    'EmployeeDetailPage',
  ),
});

export const employeeEditRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'employees/edit/$id',
  beforeLoad: ({ params }) => assertRecordId(params.id),
  component: lazyRouteComponent(
    () => import('../features/employees/pages/employee-edit-page.tsx'),
    'EmployeeEditPage',
  ),
});
