import type { GoogleCalendarSelection } from '@maxer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export const googleCalendarKeys = {
  connection: ['google-calendar'] as const,
  calendars: ['google-calendar', 'calendars'] as const,
};

export function useGoogleCalendarQuery() {
  return useQuery({
    queryKey: googleCalendarKeys.connection,
    queryFn: ({ signal }) => unwrap(api.GET('/api/google-calendar', { signal })),
  });
}

/** The connected account's calendars: asked of Google, so only while connected. */
export function useGoogleCalendarsQuery(enabled: boolean) {
  return useQuery({
    queryKey: googleCalendarKeys.calendars,
    queryFn: ({ signal }) => unwrap(api.GET('/api/google-calendar/calendars', { signal })),
    enabled,
    retry: false,
  });
}

/** Google's consent address; the page then goes there (and comes back through the callback). */
export function useConnectGoogleCalendarMutation() {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/google-calendar/connect')),
  });
}

export function useSaveGoogleCalendarSelectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoogleCalendarSelection) =>
      unwrap(api.PUT('/api/google-calendar/selection', { body })),
    onSuccess: (saved) => queryClient.setQueryData(googleCalendarKeys.connection, saved),
  });
}

export function useDisconnectGoogleCalendarMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/google-calendar')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: googleCalendarKeys.connection }),
  });
}
