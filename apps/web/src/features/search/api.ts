import type { SearchResult } from '@maxer/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export const searchKeys = { all: ['search'] as const, term: (q: string) => ['search', q] as const };

/** The company's search for a term; nothing is asked for an empty term. */
export function useCompanySearchQuery(q: string) {
  return useQuery({
    queryKey: searchKeys.term(q),
    queryFn: ({ signal }): Promise<SearchResult> =>
      unwrap(api.GET('/api/search', { params: { query: { q } }, signal })),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
