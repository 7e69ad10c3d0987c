import type {
  CONTRACT_ORIGINS,
  CONTRACT_SORTS,
  CONTRACT_STATUSES,
  Contract,
  ContractHistory,
  ContractInput,
  ContractSummary,
  Offer,
  OfferDetail,
  OfferSendInput,
} from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

export type ContractSort = (typeof CONTRACT_SORTS)[number];
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export type ContractOrigin = (typeof CONTRACT_ORIGINS)[number];
export const DEFAULT_CONTRACT_SORT: ContractSort = 'number';

/** The contract list's state in the address bar (the archive shares it). */
export interface ContractsSearch extends ListSearch<ContractSort> {
  status?: ContractStatus;
  customStatusId?: string;
  customerId?: string;
  /** Entered by the office, or sent through the web inquiry form (ADR 056). */
  origin?: ContractOrigin;
  from?: string;
  to?: string;
  overdue?: 'true';
  /** No offer at all (the dashboard's "jobs without offers" sets it, with createdFrom). */
  withoutOffer?: 'true';
  /** An instant (ISO 8601): created at or after it. */
  createdFrom?: string;
}

export interface ContractPage {
  items: ContractSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** Real-time handlers invalidate `['contracts']` and `['offers']`. */
export const contractKeys = {
  all: ['contracts'] as const,
  lists: () => ['contracts', 'list'] as const,
  list: (search: ContractsSearch, archived: boolean) =>
    ['contracts', 'list', { ...search, archived }] as const,
  detail: (id: string) => ['contracts', 'detail', id] as const,
  history: (id: string) => ['contracts', 'history', id] as const,
};
export const offerKeys = {
  all: ['offers'] as const,
  forContract: (contractId: string) => ['offers', 'contract', contractId] as const,
  detail: (id: string) => ['offers', 'detail', id] as const,
};

export function useContractsQuery(search: ContractsSearch, archived = false) {
  return useQuery({
    queryKey: contractKeys.list(search, archived),
    queryFn: ({ signal }): Promise<ContractPage> =>
      unwrap(
        api.GET('/api/contracts', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_CONTRACT_SORT,
              q: search.q,
              status: search.status,
              customStatusId: search.customStatusId,
              customerId: search.customerId,
              origin: search.origin,
              from: search.from,
              to: search.to,
              overdue: search.overdue,
              withoutOffer: search.withoutOffer,
              createdFrom: search.createdFrom,
              archived: archived ? 'true' : undefined,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useContractQuery(id: string) {
  return useQuery({
    queryKey: contractKeys.detail(id),
    queryFn: ({ signal }): Promise<Contract> =>
      unwrap(api.GET('/api/contracts/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useContractOffersQuery(contractId: string) {
  return useQuery({
    queryKey: offerKeys.forContract(contractId),
    queryFn: ({ signal }): Promise<{ items: Offer[]; total: number }> =>
      unwrap(
        api.GET('/api/offers', {
          params: { query: { contractId, page: 1, pageSize: 10, sort: '-createdAt' } },
          signal,
        }),
      ),
  });
}

/**
 * The job's timeline; under `contracts`, so every job and offer event refreshes it. Invoices, payments
 * and e-mails have no event of their own here, so opening the page always asks again.
 */
export function useContractHistoryQuery(id: string) {
  return useQuery({
    queryKey: contractKeys.history(id),
    queryFn: ({ signal }): Promise<ContractHistory> =>
      unwrap(api.GET('/api/contracts/{id}/history', { params: { path: { id } }, signal })),
    staleTime: 0,
    meta: { silent: true },
  });
}

/** One offer with its acceptance record (chosen services, price, terms, IP, browser). */
export function useOfferDetailQuery(id: string | null) {
  return useQuery({
    queryKey: offerKeys.detail(id ?? ''),
    queryFn: ({ signal }): Promise<OfferDetail> =>
      unwrap(api.GET('/api/offers/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: id !== null,
    meta: { silent: true },
  });
}

function useContractChange<T>(run: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}

export function useArchiveContractMutation() {
  return useContractChange((id) =>
    unwrap(api.POST('/api/contracts/{id}/archive', { params: { path: { id } } })),
  );
}

export function useRestoreContractMutation() {
  return useContractChange((id) =>
    unwrap(api.POST('/api/contracts/{id}/restore', { params: { path: { id } } })),
  );
}

export function useDeleteContractMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/contracts/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: contractKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: contractKeys.lists() });
    },
  });
}

export function useSendOfferMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferSendInput) =>
      unwrap(api.POST('/api/contracts/{id}/offers', { params: { path: { id } }, body })),
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        queryClient.invalidateQueries({ queryKey: offerKeys.all }),
      ]),
  });
}

/** Create or change a contract; the editor puts refused fields on the form, so no toast of its own. */
export function useSaveContractMutation(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractInput): Promise<Contract> =>
      unwrap(
        id === null
          ? api.POST('/api/contracts', { body })
          : api.PUT('/api/contracts/{id}', { params: { path: { id } }, body }),
      ),
    onSuccess: (contract) => {
      queryClient.setQueryData(contractKeys.detail(contract._id), contract);
      return queryClient.invalidateQueries({ queryKey: contractKeys.lists() });
    },
  });
}
