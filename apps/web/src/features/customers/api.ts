import type { Activity, CUSTOMER_SORTS, Customer, CustomerType, CustomerValues, Page } from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const DEFAULT_CUSTOMER_SORT: CustomerSort = 'lastName';

/** The customers list's state in the address bar. */
export interface CustomersSearch extends ListSearch<CustomerSort> {
  customerType?: CustomerType;
}

export const HISTORY_PAGE_SIZE = 50;

export const customerKeys = {
  all: ['customers'] as const,
  lists: () => ['customers', 'list'] as const,
  list: (search: CustomersSearch) => ['customers', 'list', search] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
  history: (id: string) => ['customers', 'history', id] as const,
};

export function useCustomersQuery(search: CustomersSearch) {
  return useQuery({
    queryKey: customerKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/customers', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_CUSTOMER_SORT,
              q: search.q,
              customerType: search.customerType,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerQuery(id: string) {
  return useQuery({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }): Promise<Customer> =>
      unwrap(api.GET('/api/customers/{id}', { params: { path: { id } }, signal })),
    // The page shows "not found" itself.
    meta: { silent: true },
  });
}

/** Who changed what and when, newest first. */
export function useCustomerHistoryQuery(id: string) {
  return useQuery({
    queryKey: customerKeys.history(id),
    queryFn: async ({ signal }): Promise<Page<Activity>> => {
      const page = await unwrap(
        api.GET('/api/customers/{id}/history', {
          params: { path: { id }, query: { pageSize: HISTORY_PAGE_SIZE } },
          signal,
        }),
      );
      // The OpenAPI types render each change's [before, after] pair as a plain array.
      return page as Page<Activity>;
    },
  });
}

export function useCreateCustomerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerValues): Promise<Customer> => unwrap(api.POST('/api/customers', { body })),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(customer._id), customer);
      return queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}

export function useUpdateCustomerMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerValues): Promise<Customer> =>
      unwrap(api.PUT('/api/customers/{id}', { params: { path: { id } }, body })),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(id), customer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.history(id) }),
      ]);
    },
  });
}

export function useDeleteCustomerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/customers/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: customerKeys.detail(id) });
      queryClient.removeQueries({ queryKey: customerKeys.history(id) });
      return queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
