import type {
  MAIL_TEMPLATE_SORTS,
  MailPreview,
  MailPreviewRequest,
  MailTemplate,
  MailTemplateInput,
} from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

export type MailTemplateSort = (typeof MAIL_TEMPLATE_SORTS)[number];
export const DEFAULT_MAIL_TEMPLATE_SORT: MailTemplateSort = 'title';
/** The templates list's state in the address bar. */
export type MailTemplatesSearch = ListSearch<MailTemplateSort>;

export const mailTemplateKeys = {
  all: ['mail-templates'] as const,
  lists: () => ['mail-templates', 'list'] as const,
  list: (search: MailTemplatesSearch) => ['mail-templates', 'list', search] as const,
  detail: (id: string) => ['mail-templates', 'detail', id] as const,
};

export function useMailTemplatesQuery(search: MailTemplatesSearch, enabled = true) {
  return useQuery({
    queryKey: mailTemplateKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/mail-templates', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_MAIL_TEMPLATE_SORT,
              q: search.q,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMailTemplateQuery(id: string) {
  return useQuery({
    queryKey: mailTemplateKeys.detail(id),
    queryFn: ({ signal }): Promise<MailTemplate> =>
      unwrap(api.GET('/api/mail-templates/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useCreateMailTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailTemplateInput): Promise<MailTemplate> =>
      unwrap(api.POST('/api/mail-templates', { body })),
    onSuccess: (template) => {
      queryClient.setQueryData(mailTemplateKeys.detail(template._id), template);
      return queryClient.invalidateQueries({ queryKey: mailTemplateKeys.lists() });
    },
  });
}

export function useUpdateMailTemplateMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailTemplateInput): Promise<MailTemplate> =>
      unwrap(api.PUT('/api/mail-templates/{id}', { params: { path: { id } }, body })),
    onSuccess: (template) => {
      queryClient.setQueryData(mailTemplateKeys.detail(id), template);
      return queryClient.invalidateQueries({ queryKey: mailTemplateKeys.lists() });
    },
  });
}

export function useDeleteMailTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/mail-templates/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: mailTemplateKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: mailTemplateKeys.lists() });
    },
  });
}

/** A text filled with one contract, as the offer e-mail would show it. */
export const fetchMailPreview = (body: MailPreviewRequest): Promise<MailPreview> =>
  unwrap(api.POST('/api/mail-templates/preview', { body }));

/** The preview as a mutation whose refusals stay in the form. */
export function useMailPreviewMutation() {
  return useMutation({ mutationFn: fetchMailPreview, meta: { silent: true } });
}
