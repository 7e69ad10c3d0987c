import type { APPOINTMENT_SORTS, Appointment, AppointmentValues } from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

export type AppointmentSort = (typeof APPOINTMENT_SORTS)[number];
export const DEFAULT_APPOINTMENT_SORT = 'startsAt' as const;

export interface AppointmentsSearch extends ListSearch<AppointmentSort> {
  /** Calendar days in the company's zone ('YYYY-MM-DD'), inclusive; the API takes instants. */
  from?: string;
  to?: string;
  employeeId?: string;
  customerId?: string;
  contractId?: string;
}

/** The API's query of a list: its days as the instants they begin and end in the company's zone. */
export interface AppointmentsQuery extends Omit<AppointmentsSearch, 'from' | 'to'> {
  from?: string;
  to?: string;
}

export const appointmentKeys = {
  all: ['appointments'] as const,
  lists: () => ['appointments', 'list'] as const,
  list: (query: AppointmentsQuery) => ['appointments', 'list', query] as const,
  detail: (id: string) => ['appointments', 'detail', id] as const,
};

export function useAppointmentsQuery(query: AppointmentsQuery) {
  return useQuery({
    queryKey: appointmentKeys.list(query),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/appointments', {
          params: {
            query: {
              page: query.page ?? 1,
              pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: query.sort ?? DEFAULT_APPOINTMENT_SORT,
              q: query.q,
              from: query.from,
              to: query.to,
              employeeId: query.employeeId,
              customerId: query.customerId,
              contractId: query.contractId,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAppointmentQuery(id: string) {
  return useQuery({
    queryKey: appointmentKeys.detail(id),
    queryFn: ({ signal }): Promise<Appointment> =>
      unwrap(api.GET('/api/appointments/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useSaveAppointmentMutation(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppointmentValues): Promise<Appointment> =>
      unwrap(
        id
          ? api.PUT('/api/appointments/{id}', { params: { path: { id } }, body })
          : api.POST('/api/appointments', { body }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(appointmentKeys.detail(saved._id), saved);
      return queryClient.invalidateQueries({ queryKey: appointmentKeys.lists() });
    },
  });
}

export function useDeleteAppointmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      unwrap(api.DELETE('/api/appointments/{id}', { params: { path: { id } } })),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: appointmentKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: appointmentKeys.lists() });
    },
  });
}

export const calendarFeedKey = ['calendar-feed'] as const;

export function useCalendarFeedQuery() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/calendar-feed', { signal })),
  });
}

/** A new secret address (shown once); the one before stops. */
export function useMakeCalendarFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/calendar-feed')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}

export function useDeleteCalendarFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/calendar-feed')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}

const appointmentSettingsKey = ['appointment-settings'] as const;

export function useAppointmentSettingsQuery() {
  return useQuery({
    queryKey: appointmentSettingsKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/appointment-settings', { signal })),
  });
}

export function useChangeAppointmentSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { customerReminders: boolean }) =>
      unwrap(api.PUT('/api/appointment-settings', { body })),
    onSuccess: (saved) => queryClient.setQueryData(appointmentSettingsKey, saved),
  });
}
