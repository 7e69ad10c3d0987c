import type { CONTRACT_STATUS_SORTS, ContractStatus, ContractStatusValues } from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

export type ContractStatusSort = (typeof CONTRACT_STATUS_SORTS)[number];
export const DEFAULT_CONTRACT_STATUS_SORT: ContractStatusSort = 'name';
export type ContractStatusesSearch = ListSearch<ContractStatusSort>;

export const contractStatusKeys = {
  all: ['contract-statuses'] as const,
  lists: () => ['contract-statuses', 'list'] as const,
  list: (search: ContractStatusesSearch) => ['contract-statuses', 'list', search] as const,
  detail: (id: string) => ['contract-statuses', 'detail', id] as const,
};

export function useContractStatusesQuery(search: ContractStatusesSearch) {
  return useQuery({
    queryKey: contractStatusKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/contract-statuses', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_CONTRACT_STATUS_SORT,
              q: search.q,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** One status; a 404 (missing, or another company's) is shown by the page, not toasted. */
export function useContractStatusQuery(id: string) {
  return useQuery({
    queryKey: contractStatusKeys.detail(id),
    queryFn: ({ signal }): Promise<ContractStatus> =>
      unwrap(api.GET('/api/contract-statuses/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useCreateContractStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractStatusValues): Promise<ContractStatus> =>
      unwrap(api.POST('/api/contract-statuses', { body })),
    onSuccess: (status) => {
      queryClient.setQueryData(contractStatusKeys.detail(status._id), status);
      return queryClient.invalidateQueries({ queryKey: contractStatusKeys.lists() });
    },
  });
}

export function useUpdateContractStatusMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ContractStatusValues): Promise<ContractStatus> =>
      unwrap(api.PUT('/api/contract-statuses/{id}', { params: { path: { id } }, body: values })),
    onSuccess: (status) => {
      queryClient.setQueryData(contractStatusKeys.detail(id), status);
      return queryClient.invalidateQueries({ queryKey: contractStatusKeys.lists() });
    },
  });
}

export function useDeleteContractStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/contract-statuses/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: contractStatusKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractStatusKeys.lists() }),
  });
}
