import { EMPLOYEE_SORTS, USER_ROLES } from '@maxer/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ACTIVE_FILTERS, type EmployeesSearch } from '../features/employees/api.ts';
import { parseFilter, parseListSearch } from '../lib/list-search.ts';
import { companyRoute } from './company.ts';
import { assertRecordId } from './record-id.ts';

/** The company's users; the pages themselves tell anyone but an owner that this is the owner's. */
export const employeesRoute = createRoute({
  getParentRoute: () => companyRoute,
  path: 'employees',
  validateSearch: (search: Record<string, unknown>): EmployeesSearch => {
    const role = parseFilter(search.role, USER_ROLES);
    const active = parseFilter(search.active, ACTIVE_FILTERS);
    return {
      ...parseListSearch(search, EMPLOYEE_SORTS),
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
