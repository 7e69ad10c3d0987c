import type { ACTIVITY_ACTIONS, ACTOR_TYPES, ADMIN_ACTIVITY_SORTS } from '@maxer/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../../lib/list-search.ts';

export type AdminActivitySort = (typeof ADMIN_ACTIVITY_SORTS)[number];
export const SCOPE_FILTERS = ['platform', 'company'] as const;

/** The platform's activity list in the address bar: paging, actor name search and the filters. */
export interface AdminActivitiesSearch extends ListSearch<AdminActivitySort> {
  companyId?: string;
  scope?: (typeof SCOPE_FILTERS)[number];
  actorType?: (typeof ACTOR_TYPES)[number];
  actorId?: string;
  action?: (typeof ACTIVITY_ACTIONS)[number];
  entityType?: string;
  /** Days (YYYY-MM-DD, UTC), both included. */
  from?: string;
  to?: string;
}

/** The kinds of record an activity may concern, as the server names them (each with a label). */
export const ENTITY_TYPES = [
  'company',
  'contract',
  'contract-question',
  'contract-status',
  'customer',
  'employee',
  'invoice',
  'item',
  'mail-template',
  'payment',
  'pdf-component',
  'platformAdmin',
  'request',
  'service',
  'system-email',
  'vehicle',
] as const;

export const adminActivityKeys = {
  all: ['admin', 'activities'] as const,
  list: (search: AdminActivitiesSearch) => ['admin', 'activities', 'list', search] as const,
  detail: (id: string) => ['admin', 'activities', 'detail', id] as const,
};

export function useAdminActivitiesQuery(search: AdminActivitiesSearch) {
  return useQuery({
    queryKey: adminActivityKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/activities', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? '-createdAt',
              q: search.q,
              companyId: search.companyId,
              scope: search.scope,
              actorType: search.actorType,
              actorId: search.actorId,
              action: search.action,
              entityType: search.entityType,
              from: search.from,
              to: search.to,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAdminActivityQuery(id: string) {
  return useQuery({
    queryKey: adminActivityKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/admin/activities/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

/** Companies whose name (or city, owner e-mail) contains `q`: the choices of the company filter. */
export function useCompanyChoicesQuery(q: string) {
  return useQuery({
    queryKey: ['admin', 'companies', 'choices', q] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/companies', {
          params: { query: { page: 1, pageSize: 20, sort: 'name', q: q || undefined } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
