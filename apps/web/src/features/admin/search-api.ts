import type { AdminSearchItem } from '@maxer/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

/** The global search in the address bar: `/admin/global-search?q=…`. */
export interface AdminSearchSearch {
  q?: string;
}

export const adminSearchKeys = {
  all: ['admin', 'search'] as const,
  query: (q: string) => ['admin', 'search', q] as const,
};

/** The search across every company; nothing is asked while the box is empty. */
export function useAdminSearchQuery(q: string | undefined) {
  return useQuery({
    queryKey: adminSearchKeys.query(q ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/admin/search', { params: { query: { q: q ?? '' } }, signal })),
    enabled: Boolean(q),
    placeholderData: keepPreviousData,
  });
}

/**
 * Where a result opens: the company's page as the admin acting for it (`/admin/company/{id}/…`, the
 * on-behalf pages of issue 14). Plain paths: those routes are built beside this screen.
 */
export function resultHref(item: Pick<AdminSearchItem, 'kind' | '_id' | 'companyId'>): string {
  const company = `/admin/company/${item.companyId}`;
  switch (item.kind) {
    case 'companies':
      return `${company}/edit`;
    case 'users':
      return `${company}/employees/${item._id}`;
    case 'customers':
      return `${company}/customers/${item._id}`;
    case 'contracts':
      return `${company}/contracts/${item._id}`;
    case 'offers':
      return `${company}/offers/${item._id}`;
    case 'invoices':
      return `${company}/invoices/${item._id}`;
  }
}
