import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

/** This installation's settings for every browser (GET /api/public-config): asked once per page load. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: () => unwrap(api.GET('/api/public-config')),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}
