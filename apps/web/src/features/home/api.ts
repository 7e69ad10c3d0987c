import type { Dashboard } from '@maxer/domain';
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
