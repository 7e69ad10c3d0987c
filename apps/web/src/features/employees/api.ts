import type {
  EMPLOYEE_SORTS,
  Employee,
  EmployeeCreateInput,
  EmployeeSessionsEnded,
  EmployeeUpdateInput,
  UserRole,
} from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];
export const DEFAULT_EMPLOYEE_SORT: EmployeeSort = 'lastName';
export const ACTIVE_FILTERS = ['true', 'false'] as const;

/** The employees list's state in the address bar. */
export interface EmployeesSearch extends ListSearch<EmployeeSort> {
  role?: UserRole;
  active?: (typeof ACTIVE_FILTERS)[number];
}

export const employeeKeys = {
  all: ['employees'] as const,
  lists: () => ['employees', 'list'] as const,
  list: (search: EmployeesSearch) => ['employees', 'list', search] as const,
  detail: (id: string) => ['employees', 'detail', id] as const,
};

export function useEmployeesQuery(search: EmployeesSearch) {
  return useQuery({
    queryKey: employeeKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/employees', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_EMPLOYEE_SORT,
              q: search.q,
              role: search.role,
              active: search.active,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useEmployeeQuery(id: string) {
  return useQuery({
    queryKey: employeeKeys.detail(id),
    queryFn: ({ signal }): Promise<Employee> =>
      unwrap(api.GET('/api/employees/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useCreateEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeCreateInput): Promise<Employee> =>
      unwrap(api.POST('/api/employees', { body })),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.detail(employee._id), employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
    },
  });
}

export function useUpdateEmployeeMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeUpdateInput): Promise<Employee> =>
      unwrap(api.PUT('/api/employees/{id}', { params: { path: { id } }, body })),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.detail(id), employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
    },
  });
}

export function useDeleteEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/employees/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.lists() }),
  });
}

/** Sign an employee out everywhere (their account stays). */
export function useEndEmployeeSessionsMutation(id: string) {
  return useMutation({
    mutationFn: (): Promise<EmployeeSessionsEnded> =>
      unwrap(api.DELETE('/api/employees/{id}/sessions', { params: { path: { id } } })),
  });
}
