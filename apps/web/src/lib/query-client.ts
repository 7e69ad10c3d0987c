import { hashKey, MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { getActingCompanyId } from './acting-company.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent: true` when the screen shows the error itself (a form), so no toast repeats it. */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * The cache key of a query: its key, and the company a platform admin acts for when they do, so one
 * company's answers are never shown for another (decision 038). Filters (`invalidateQueries`) match the
 * key alone, so they reach every company's copy.
 */
function hashQueryKey(queryKey: QueryKey): string {
  const companyId = getActingCompanyId();
  return companyId ? hashKey(['acting', companyId, ...queryKey]) : hashKey(queryKey);
}

export function createQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) onError(error);
      },
    }),
    defaultOptions: {
      // The API client already retries a GET once where that can help (spec §8).
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false, queryKeyHashFn: hashQueryKey },
      mutations: { retry: false },
    },
  });
}
