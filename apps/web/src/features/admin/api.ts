import type { ADMIN_COMPANY_SORTS } from '@maxer/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

export type AdminCompanySort = (typeof ADMIN_COMPANY_SORTS)[number];
export const DEFAULT_ADMIN_COMPANY_SORT: AdminCompanySort = 'name';
export const ACTIVE_FILTERS = ['true', 'false'] as const;

/** The platform admin's company list in the address bar. */
export interface AdminCompaniesSearch extends ListSearch<AdminCompanySort> {
  active?: (typeof ACTIVE_FILTERS)[number];
  /** Only the companies on this package. */
  packageId?: string;
}

export const adminCompanyKeys = {
  all: ['admin', 'companies'] as const,
  list: (search: AdminCompaniesSearch) => ['admin', 'companies', 'list', search] as const,
};

export function useAdminCompaniesQuery(search: AdminCompaniesSearch) {
  return useQuery({
    queryKey: adminCompanyKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/companies', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_ADMIN_COMPANY_SORT,
              q: search.q,
              active: search.active,
              packageId: search.packageId,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
