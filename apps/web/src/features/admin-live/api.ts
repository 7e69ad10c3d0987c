import type { AdminLiveState } from '@maxer/domain';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export const adminLiveKeys = { all: ['admin-live'] as const };

/**
 * The live dashboard's picture (GET /api/admin/live): loaded when the page opens, again after every
 * (re)connection of the real-time socket, and every few minutes so the 24 hours roll on and a missed
 * presence event cannot leave a wrong count for long.
 */
export function useAdminLiveQuery() {
  return useQuery({
    queryKey: adminLiveKeys.all,
    queryFn: ({ signal }): Promise<AdminLiveState> => unwrap(api.GET('/api/admin/live', { signal })),
    refetchInterval: 5 * 60_000,
  });
}
