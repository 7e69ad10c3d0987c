import type {
  INVOICE_SORTS,
  Invoice,
  InvoiceFromContractInput,
  InvoiceMail,
  InvoicePage,
  InvoiceSendInput,
  InvoiceState,
  InvoiceValues,
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
  /** Only a job's invoices (not a filter of the list page; the job page asks with it). */
  contractId?: string;
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
              contractId: search.contractId,
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

/** The invoice's e-mails (the invoice sent, payment notices), newest first, each with its events. */
export function useInvoiceMailQuery(id: string) {
  return useQuery({
    queryKey: invoiceKeys.mail(id),
    queryFn: ({ signal }): Promise<InvoiceMail[]> =>
      unwrap(
        api.GET('/api/invoices/{id}/emails', {
          params: { path: { id }, query: { page: 1, pageSize: 100 } },
          signal,
        }),
      ).then((page) => page.items),
  });
}

/** E-mail the invoice with its PDF attached; the sent-emails tab shows it at once. */
export function useSendInvoiceMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceSendInput): Promise<InvoiceMail> =>
      unwrap(api.POST('/api/invoices/{id}/send', { params: { path: { id } }, body })),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.mail(id) }),
  });
}
