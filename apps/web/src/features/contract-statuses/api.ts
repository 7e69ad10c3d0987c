import type { CONTRACT_STATUS_SORTS, ContractStatus, ContractStatusValues } from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

export type ContractStatusSort = (typeof CONTRACT_STATUS_SORTS)[number];
export const DEFAULT_CONTRACT_STATUS_SORT: ContractStatusSort = 'name';
export type ContractStatusesSearch = ListSearch<ContractStatusSort>;

export const contractStatusKeys = {
  all: ['contract-statuses'] as const,
  list: (search: ContractStatusesSearch) => ['contract-statuses', 'list', search] as const,
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

export function useCreateContractStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractStatusValues): Promise<ContractStatus> =>
      unwrap(api.POST('/api/contract-statuses', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractStatusKeys.all }),
  });
}

export function useUpdateContractStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: ContractStatusValues }): Promise<ContractStatus> =>
      unwrap(api.PUT('/api/contract-statuses/{id}', { params: { path: { id } }, body: values })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractStatusKeys.all }),
  });
}

export function useDeleteContractStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/contract-statuses/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractStatusKeys.all }),
  });
}
