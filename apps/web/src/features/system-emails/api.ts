import type {
  Language,
  MailPreview,
  SYSTEM_EMAIL_SORTS,
  SystemEmail,
  SystemEmailDefault,
  SystemEmailType,
  SystemEmailValues,
} from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

export type SystemEmailSort = (typeof SYSTEM_EMAIL_SORTS)[number];
export const DEFAULT_SYSTEM_EMAIL_SORT: SystemEmailSort = 'type';
export type SystemEmailsSearch = ListSearch<SystemEmailSort>;
/** A new text can start from the built-in one of a type and language ("customise" on the list). */
export interface SystemEmailNewSearch {
  type?: SystemEmailType;
  language?: Language;
}

export const systemEmailKeys = {
  all: ['system-emails'] as const,
  lists: () => ['system-emails', 'list'] as const,
  list: (search: SystemEmailsSearch) => ['system-emails', 'list', search] as const,
  detail: (id: string) => ['system-emails', 'detail', id] as const,
  defaults: () => ['system-emails', 'defaults'] as const,
};

export function useSystemEmailsQuery(search: SystemEmailsSearch) {
  return useQuery({
    queryKey: systemEmailKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/system-emails', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_SYSTEM_EMAIL_SORT,
              q: search.q,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The built-in texts, sent for a type and language the company has not worded. */
export function useSystemEmailDefaultsQuery() {
  return useQuery({
    queryKey: systemEmailKeys.defaults(),
    queryFn: ({ signal }): Promise<SystemEmailDefault[]> =>
      unwrap(api.GET('/api/system-emails/defaults', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSystemEmailQuery(id: string) {
  return useQuery({
    queryKey: systemEmailKeys.detail(id),
    queryFn: ({ signal }): Promise<SystemEmail> =>
      unwrap(api.GET('/api/system-emails/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useCreateSystemEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SystemEmailValues): Promise<SystemEmail> =>
      unwrap(api.POST('/api/system-emails', { body })),
    onSuccess: (email) => {
      queryClient.setQueryData(systemEmailKeys.detail(email._id), email);
      return queryClient.invalidateQueries({ queryKey: systemEmailKeys.lists() });
    },
  });
}

export function useUpdateSystemEmailMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SystemEmailValues): Promise<SystemEmail> =>
      unwrap(api.PUT('/api/system-emails/{id}', { params: { path: { id } }, body })),
    onSuccess: (email) => {
      queryClient.setQueryData(systemEmailKeys.detail(id), email);
      return queryClient.invalidateQueries({ queryKey: systemEmailKeys.lists() });
    },
  });
}

export function useDeleteSystemEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/system-emails/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: systemEmailKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: systemEmailKeys.lists() });
    },
  });
}

/** A text (saved or not) as its type would send it, with one of the company's jobs or example values. */
export const fetchSystemEmailPreview = (
  body: SystemEmailValues & { contractId?: string },
): Promise<MailPreview> => unwrap(api.POST('/api/system-emails/preview', { body }));
