import type { Language, REVIEW_SORTS, ReviewSettings } from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT = '-requestedAt' as const;

export interface ReviewsSearch extends ListSearch<ReviewSort> {
  /** Days of the request in the company's zone ('YYYY-MM-DD'), inclusive. */
  from?: string;
  to?: string;
  state?: 'submitted' | 'open' | 'all';
  minRating?: number;
  maxRating?: number;
}

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (search: ReviewsSearch) => ['reviews', 'list', search] as const,
  detail: (id: string) => ['reviews', 'detail', id] as const,
  trend: (filter: ReviewTrendFilter) => ['reviews', 'trend', filter] as const,
};

/** What of the list's search the trend chart follows: all but state, sort and paging. */
export type ReviewTrendFilter = Pick<ReviewsSearch, 'q' | 'from' | 'to' | 'minRating' | 'maxRating'>;

export function trendFilterOf(search: ReviewsSearch): ReviewTrendFilter {
  return {
    q: search.q,
    from: search.from,
    to: search.to,
    minRating: search.minRating,
    maxRating: search.maxRating,
  };
}

/** Answered reviews per month of the last twelve, under the list's filter (one request). */
export function useReviewTrendQuery(filter: ReviewTrendFilter) {
  return useQuery({
    queryKey: reviewKeys.trend(filter),
    queryFn: ({ signal }) => unwrap(api.GET('/api/reviews/trend', { params: { query: filter }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useReviewsQuery(search: ReviewsSearch) {
  return useQuery({
    queryKey: reviewKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/reviews', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_REVIEW_SORT,
              q: search.q,
              from: search.from,
              to: search.to,
              state: search.state ?? 'submitted',
              minRating: search.minRating,
              maxRating: search.maxRating,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useReviewQuery(id: string) {
  return useQuery({
    queryKey: reviewKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/reviews/{id}', { params: { path: { id } }, signal })),
  });
}

/** Ask the customer of a job or an appointment for a review (an e-mail with the link). */
export function useRequestReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      target,
      language,
    }: {
      target: { contractId: string } | { appointmentId: string };
      language: Language;
    }) =>
      'contractId' in target
        ? unwrap(
            api.POST('/api/contracts/{id}/review-request', {
              params: { path: { id: target.contractId } },
              body: { language },
            }),
          )
        : unwrap(
            api.POST('/api/appointments/{id}/review-request', {
              params: { path: { id: target.appointmentId } },
              body: { language },
            }),
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

const reviewSettingsKey = ['review-settings'] as const;

export function useReviewSettingsQuery(enabled: boolean) {
  return useQuery({
    queryKey: reviewSettingsKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/review-settings', { signal })),
    enabled,
  });
}

export function useChangeReviewSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewSettings) => unwrap(api.PUT('/api/review-settings', { body })),
    onSuccess: (saved) => queryClient.setQueryData(reviewSettingsKey, saved),
  });
}
