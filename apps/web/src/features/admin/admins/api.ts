import type { ADMIN_ADMIN_SORTS, AdminInvite, PlatformAdmin } from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../../lib/list-search.ts';

export type AdminAdminSort = (typeof ADMIN_ADMIN_SORTS)[number];
export const DEFAULT_ADMIN_ADMIN_SORT: AdminAdminSort = 'name';

export type AdminAdminsSearch = ListSearch<AdminAdminSort>;

export const adminAdminKeys = {
  all: ['admin', 'admins'] as const,
  lists: () => ['admin', 'admins', 'list'] as const,
  list: (search: AdminAdminsSearch) => ['admin', 'admins', 'list', search] as const,
};

export function useAdminAdminsQuery(search: AdminAdminsSearch) {
  return useQuery({
    queryKey: adminAdminKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/admins', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_ADMIN_ADMIN_SORT,
              q: search.q,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useInviteAdminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminInvite): Promise<PlatformAdmin> =>
      unwrap(api.POST('/api/admin/admins', { body })),
    // The form shows what went wrong next to its fields.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAdminKeys.lists() }),
  });
}

export function useSetAdminActiveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }): Promise<PlatformAdmin> =>
      unwrap(api.PATCH('/api/admin/admins/{id}/active', { params: { path: { id } }, body: { active } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAdminKeys.lists() }),
  });
}
