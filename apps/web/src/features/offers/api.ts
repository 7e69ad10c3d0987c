import type {
  EmailEventRecord,
  OFFER_SORTS,
  Offer,
  OfferDetail,
  OfferSettings,
  OfferState,
} from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

export type OfferSort = (typeof OFFER_SORTS)[number];
export const DEFAULT_OFFER_SORT = '-createdAt' as const;

/** The offer list's state in the address bar. */
export interface OffersSearch extends ListSearch<OfferSort> {
  state?: OfferState;
  customerId?: string;
  /** An instant (ISO 8601): accepted at or after it. */
  acceptedFrom?: string;
}

export interface OfferPage {
  items: Offer[];
  total: number;
  page: number;
  pageSize: number;
}

/** Every key starts with `offers`: the real-time offer events refresh them all. */
export const offersKeys = {
  all: ['offers'] as const,
  list: (search: OffersSearch) => ['offers', 'list', search] as const,
  detail: (id: string) => ['offers', 'detail', id] as const,
  emailEvents: (id: string) => ['offers', 'email-events', id] as const,
};

export function useOffersQuery(search: OffersSearch) {
  return useQuery({
    queryKey: offersKeys.list(search),
    queryFn: ({ signal }): Promise<OfferPage> =>
      unwrap(
        api.GET('/api/offers', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_OFFER_SORT,
              q: search.q,
              state: search.state,
              customerId: search.customerId,
              acceptedFrom: search.acceptedFrom,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useOfferQuery(id: string) {
  return useQuery({
    queryKey: offersKeys.detail(id),
    queryFn: ({ signal }): Promise<OfferDetail> =>
      unwrap(api.GET('/api/offers/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useOfferEmailEventsQuery(id: string) {
  return useQuery({
    queryKey: offersKeys.emailEvents(id),
    queryFn: ({ signal }): Promise<{ items: EmailEventRecord[] }> =>
      unwrap(api.GET('/api/offers/{id}/email-events', { params: { path: { id } }, signal })),
  });
}

/** Send an expired offer again with a new validity (ADR 057); every offer list and the job's offers refresh. */
export function useResendOfferMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<Offer> =>
      unwrap(api.POST('/api/offers/{id}/resend', { params: { path: { id } } })),
    onSuccess: (offer) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offersKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['contracts', 'detail', offer.contractId] }),
      ]),
  });
}

const offerSettingsKey = ['offer-settings'] as const;

export function useOfferSettingsQuery(enabled: boolean) {
  return useQuery({
    queryKey: offerSettingsKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/offer-settings', { signal })),
    enabled,
  });
}

export function useChangeOfferSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferSettings) => unwrap(api.PUT('/api/offer-settings', { body })),
    onSuccess: (saved) => queryClient.setQueryData(offerSettingsKey, saved),
  });
}
