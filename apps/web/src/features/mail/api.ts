import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import type { paths } from '../../lib/api-schema.d.ts';
import { DEFAULT_PAGE_SIZE } from '../../lib/list-search.ts';

export type MailPage = paths['/api/mail']['get']['responses'][200]['content']['application/json'];
export type MailSummary = MailPage['items'][number];

/** The failed-mail list's state in the address bar. */
export interface MailFailuresSearch {
  page?: number;
  pageSize?: number;
}

export const mailKeys = {
  all: ['mail'] as const,
  failed: (search: MailFailuresSearch) => ['mail', 'failed', search] as const,
};

export function useFailedMailQuery(search: MailFailuresSearch) {
  return useQuery({
    queryKey: mailKeys.failed(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/mail', {
          params: {
            query: {
              status: 'failed',
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** Queue a failed message again; the lists (and offers showing its state) are fetched again. */
export function useRetryMailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/mail/{id}/retry', { params: { path: { id } } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mailKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['offers'] }),
      ]),
  });
}
