import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export const SESSIONS_PAGE_SIZE = 25;

export const sessionKeys = {
  all: ['sessions'] as const,
  lists: ['sessions', 'list'] as const,
  page: (page: number) => ['sessions', 'list', { page, pageSize: SESSIONS_PAGE_SIZE }] as const,
  detail: (id: string) => ['sessions', 'detail', id] as const,
};

/** One of one's sessions in full: devices, every address seen and how it was used. */
export function useSessionQuery(id: string) {
  return useQuery({
    queryKey: sessionKeys.detail(id),
    queryFn: () => unwrap(api.GET('/api/sessions/{id}', { params: { path: { id } } })),
  });
}

export function useSessionsQuery(page: number) {
  return useQuery({
    queryKey: sessionKeys.page(page),
    queryFn: () =>
      unwrap(api.GET('/api/sessions', { params: { query: { page, pageSize: SESSIONS_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
}

/** Sign out another of one's sessions; the list is fetched again afterwards. */
export function useRevokeSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/sessions/{id}', { params: { path: { id } } })),
    // The ended session's own page is left, not fetched again (it is gone: 404).
    onSuccess: (_, id) => queryClient.removeQueries({ queryKey: sessionKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.lists }),
  });
}

/** Sign out everywhere else: every other session of the account; the list is fetched again afterwards. */
export function useRevokeOtherSessionsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/sessions')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
