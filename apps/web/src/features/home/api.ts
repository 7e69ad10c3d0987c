import type { Dashboard, DashboardDay } from '@maxer/domain';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

/** Refreshed by the real-time offer events (lib/realtime-events.ts). */
export const dashboardKeys = { all: ['dashboard'] as const };

export function useDashboardQuery() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }): Promise<Dashboard> => unwrap(api.GET('/api/dashboard', { signal })),
  });
}

/** The day's lists (moves, cleanings, offers, overdue invoices, activity), in the company's time zone. */
export function useDashboardDayQuery() {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'day'] as const,
    queryFn: ({ signal }): Promise<DashboardDay> => unwrap(api.GET('/api/dashboard/day', { signal })),
  });
}
