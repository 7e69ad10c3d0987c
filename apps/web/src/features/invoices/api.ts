import type {
  INVOICE_SORTS,
  Invoice,
  InvoiceFromContractInput,
  InvoicePage,
  InvoiceState,
  InvoiceValues,
  MailMessage,
} from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

export type InvoiceSort = (typeof INVOICE_SORTS)[number];
export const DEFAULT_INVOICE_SORT = '-number' as const;

/** The invoice list's state in the address bar: paging, sort, search and its filters. */
export interface InvoicesSearch extends ListSearch<InvoiceSort> {
  state?: InvoiceState;
  customerId?: string;
  from?: string;
  to?: string;
}

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => ['invoices', 'list'] as const,
  list: (search: InvoicesSearch) => ['invoices', 'list', search] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
  mail: (id: string) => ['invoices', 'mail', id] as const,
  qrBill: (id: string) => ['invoices', 'qr-bill', id] as const,
};

export function useInvoicesQuery(search: InvoicesSearch) {
  return useQuery({
    queryKey: invoiceKeys.list(search),
    queryFn: ({ signal }): Promise<InvoicePage> =>
      unwrap(
        api.GET('/api/invoices', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_INVOICE_SORT,
              q: search.q,
              state: search.state,
              customerId: search.customerId,
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

export function useInvoiceQuery(id: string) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }): Promise<Invoice> =>
      unwrap(api.GET('/api/invoices/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useCreateInvoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceValues): Promise<Invoice> => unwrap(api.POST('/api/invoices', { body })),
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice._id), invoice);
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}

/** "Create invoice" on a contract: the server takes the lines from the contract (refused while OPEN). */
export function useCreateInvoiceFromContractMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, body }: { contractId: string; body?: InvoiceFromContractInput }) =>
      unwrap(
        api.POST('/api/contracts/{id}/invoice', { params: { path: { id: contractId } }, body: body ?? {} }),
      ) as Promise<Invoice>,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice._id), invoice);
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}

export function useUpdateInvoiceMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceValues): Promise<Invoice> =>
      unwrap(api.PUT('/api/invoices/{id}', { params: { path: { id } }, body })),
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(id), invoice);
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}

export function useDeleteInvoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/invoices/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: invoiceKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}

/** The most recent messages looked through for an invoice's own (the API's largest page). */
const MAIL_WINDOW = 100;

/**
 * The e-mails sent about an invoice (payment notices, the invoice itself). /api/mail cannot filter by
 * the related record yet, so this reads its newest page and keeps the invoice's messages: older
 * messages of a company with more than 100 e-mails since are not shown. A filter on the API
 * (relatedType/relatedId) would lift that limit.
 */
export function useInvoiceMailQuery(id: string) {
  return useQuery({
    queryKey: invoiceKeys.mail(id),
    queryFn: async ({ signal }): Promise<MailMessage[]> => {
      const page = await unwrap(
        api.GET('/api/mail', { params: { query: { page: 1, pageSize: MAIL_WINDOW } }, signal }),
      );
      return page.items.filter((mail) => mail.relatedType === 'invoice' && mail.relatedId === id);
    },
  });
}
