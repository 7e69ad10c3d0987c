import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import type { paths } from '../../lib/api-schema.d.ts';
import { DEFAULT_PAGE_SIZE } from '../../lib/list-search.ts';

export type MailboxPage = paths['/api/dev-mailbox']['get']['responses'][200]['content']['application/json'];
export type MailboxSummary = MailboxPage['items'][number];
export type MailboxMessage =
  paths['/api/dev-mailbox/{id}']['get']['responses'][200]['content']['application/json'];

/** The mailbox list's state in the address bar. */
export interface MailboxSearch {
  page?: number;
  pageSize?: number;
}

export const mailboxKeys = {
  all: ['dev-mailbox'] as const,
  available: () => ['dev-mailbox', 'available'] as const,
  list: (search: MailboxSearch) => ['dev-mailbox', 'list', search] as const,
  detail: (id: string) => ['dev-mailbox', 'detail', id] as const,
};

export function useMailboxQuery(search: MailboxSearch) {
  return useQuery({
    queryKey: mailboxKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/dev-mailbox', {
          params: { query: { page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useMailboxMessageQuery(id: string) {
  return useQuery({
    queryKey: mailboxKeys.detail(id),
    queryFn: ({ signal }): Promise<MailboxMessage> =>
      unwrap(api.GET('/api/dev-mailbox/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

/**
 * Whether this server has the development mailbox at all: it exists only without SMTP, and answers
 * 404 otherwise. Asked once per session, only by those who may read it.
 */
export function useMailboxAvailable(enabled: boolean): boolean {
  const probe = useQuery({
    queryKey: mailboxKeys.available(),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/dev-mailbox', { params: { query: { page: 1, pageSize: 10 } }, signal })),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  return enabled && probe.isSuccess;
}
