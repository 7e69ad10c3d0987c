import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export const SESSIONS_PAGE_SIZE = 25;

export const sessionKeys = {
  all: ['sessions'] as const,
  page: (page: number) => ['sessions', 'list', { page, pageSize: SESSIONS_PAGE_SIZE }] as const,
};

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
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
