import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

/** The period in the address: calendar months (YYYY-MM), both included; none → the last twelve. */
export interface AnalyticsSearch {
  from?: string;
  to?: string;
}

export const analyticsKeys = {
  all: ['analytics'] as const,
  period: (search: AnalyticsSearch) => ['analytics', search] as const,
};

/** Every figure of the analytics screen for a period (one request; the server shapes them). */
export function useAnalyticsQuery(search: AnalyticsSearch) {
  return useQuery({
    queryKey: analyticsKeys.period(search),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/analytics', { params: { query: { from: search.from, to: search.to } }, signal })),
    placeholderData: keepPreviousData,
  });
}
