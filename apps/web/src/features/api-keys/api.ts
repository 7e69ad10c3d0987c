import type { API_KEY_SORTS, ApiKey, ApiKeyValues, CreatedApiKey } from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

export type ApiKeySort = (typeof API_KEY_SORTS)[number];
export const DEFAULT_API_KEY_SORT = '-createdAt' as const;

/** The API keys list's state in the address bar. */
export type ApiKeysSearch = ListSearch<ApiKeySort>;

export const apiKeyKeys = {
  lists: () => ['api-keys', 'list'] as const,
  list: (search: ApiKeysSearch) => ['api-keys', 'list', search] as const,
};

export function useApiKeysQuery(search: ApiKeysSearch) {
  return useQuery({
    queryKey: apiKeyKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/api-keys', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_API_KEY_SORT,
              q: search.q,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCreateApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyValues): Promise<CreatedApiKey> => unwrap(api.POST('/api/api-keys', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.lists() }),
  });
}

export function useRevokeApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: ApiKey) =>
      unwrap(api.DELETE('/api/api-keys/{id}', { params: { path: { id: key._id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.lists() }),
  });
}
