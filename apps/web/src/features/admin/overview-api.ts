import type { AdminOverview } from '@maxer/domain';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export const adminOverviewKeys = { all: ['admin', 'overview'] as const };

/** The platform admin's home page figures (GET /api/admin/overview). */
export function useAdminOverviewQuery() {
  return useQuery({
    queryKey: adminOverviewKeys.all,
    queryFn: ({ signal }): Promise<AdminOverview> => unwrap(api.GET('/api/admin/overview', { signal })),
  });
}
