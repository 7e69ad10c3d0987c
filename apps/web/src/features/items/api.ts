import type { ITEM_SORTS, Item, ItemValues } from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

export type ItemSort = (typeof ITEM_SORTS)[number];
export const DEFAULT_ITEM_SORT: ItemSort = 'name';
/** The items list's state in the address bar. */
export type ItemsSearch = ListSearch<ItemSort>;

export const itemKeys = {
  all: ['items'] as const,
  lists: () => ['items', 'list'] as const,
  list: (search: ItemsSearch) => ['items', 'list', search] as const,
  detail: (id: string) => ['items', 'detail', id] as const,
};

export function useItemsQuery(search: ItemsSearch) {
  return useQuery({
    queryKey: itemKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/items', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_ITEM_SORT,
              q: search.q,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useItemQuery(id: string) {
  return useQuery({
    queryKey: itemKeys.detail(id),
    queryFn: ({ signal }): Promise<Item> =>
      unwrap(api.GET('/api/items/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useCreateItemMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ItemValues): Promise<Item> => unwrap(api.POST('/api/items', { body })),
    onSuccess: (item) => {
      queryClient.setQueryData(itemKeys.detail(item._id), item);
      return queryClient.invalidateQueries({ queryKey: itemKeys.lists() });
    },
  });
}

export function useUpdateItemMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ItemValues): Promise<Item> =>
      unwrap(api.PUT('/api/items/{id}', { params: { path: { id } }, body })),
    onSuccess: (item) => {
      queryClient.setQueryData(itemKeys.detail(id), item);
      return queryClient.invalidateQueries({ queryKey: itemKeys.lists() });
    },
  });
}

export function useDeleteItemMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/items/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: itemKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: itemKeys.lists() });
    },
  });
}
