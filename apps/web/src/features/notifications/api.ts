import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

/** How many the bell's list shows at first, and how many more each "show more" adds. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (pageSize: number) => ['notifications', 'list', { pageSize }] as const,
};

/** The newest `pageSize` of one's notifications and the unread count (the bell, live: realtime-events). */
export function useNotificationsQuery(pageSize: number) {
  return useQuery({
    queryKey: notificationKeys.list(pageSize),
    queryFn: () => unwrap(api.GET('/api/notifications', { params: { query: { page: 1, pageSize } } })),
    placeholderData: keepPreviousData,
    // The bell says itself when its list could not be loaded; a background refresh is no toast.
    meta: { silent: true },
    retry: false,
  });
}

export function useReadNotificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/notifications/{id}/read', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useReadAllNotificationsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/notifications/read-all')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
