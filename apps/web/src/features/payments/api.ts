import type {
  BankEntryPaymentInput,
  BankStatementImport,
  PAYMENT_SORTS,
  Payment,
  PaymentMethod,
  PaymentValues,
} from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';
import { invoiceKeys } from '../invoices/index.ts';

export type PaymentSort = (typeof PAYMENT_SORTS)[number];
export const DEFAULT_PAYMENT_SORT = '-date' as const;

export interface PaymentsSearch extends ListSearch<PaymentSort> {
  method?: PaymentMethod;
  from?: string;
  to?: string;
}

export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => ['payments', 'list'] as const,
  list: (search: PaymentsSearch) => ['payments', 'list', search] as const,
  detail: (id: string) => ['payments', 'detail', id] as const,
  ofInvoice: (invoiceId: string) => ['payments', 'invoice', invoiceId] as const,
};

export function usePaymentsQuery(search: PaymentsSearch) {
  return useQuery({
    queryKey: paymentKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/payments', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_PAYMENT_SORT,
              q: search.q,
              method: search.method,
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

export function usePaymentQuery(id: string) {
  return useQuery({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }): Promise<Payment> =>
      unwrap(api.GET('/api/payments/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useInvoicePaymentsQuery(invoiceId: string) {
  return useQuery({
    queryKey: paymentKeys.ofInvoice(invoiceId),
    queryFn: ({ signal }): Promise<Payment[]> =>
      unwrap(api.GET('/api/invoices/{id}/payments', { params: { path: { id: invoiceId } }, signal })),
  });
}

/** A payment changes its invoice's paid/unpaid, the lists' sums and maybe a notice e-mail. */
function refreshAfterPayment(queryClient: ReturnType<typeof useQueryClient>, invoiceId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(invoiceId) }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.mail(invoiceId) }),
    // The QR-bill asks for what is still unpaid; a paid invoice has none.
    queryClient.invalidateQueries({ queryKey: invoiceKeys.qrBill(invoiceId) }),
  ]);
}

export function useRecordPaymentMutation(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentValues): Promise<Payment> =>
      unwrap(api.POST('/api/invoices/{id}/payments', { params: { path: { id: invoiceId } }, body })),
    meta: { silent: true },
    onSuccess: () => refreshAfterPayment(queryClient, invoiceId),
  });
}

export function useDeletePaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: Payment) =>
      unwrap(api.DELETE('/api/payments/{id}', { params: { path: { id: payment._id } } })),
    onSuccess: (_data, payment) => {
      queryClient.removeQueries({ queryKey: paymentKeys.detail(payment._id) });
      return refreshAfterPayment(queryClient, payment.invoice._id);
    },
  });
}

/** After an import: every list and invoice may have changed, so the payments and invoices fetch again. */
function refreshAfterImport(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  ]);
}

/** Upload a camt.053/camt.054 file as it is; the server reads, matches and answers what it did. */
export function useImportBankStatementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File): Promise<BankStatementImport> =>
      unwrap(
        api.POST('/api/payments/bank-statement', {
          body: file as never,
          bodySerializer: (body: unknown) => body as Blob,
          headers: { 'content-type': file.type || 'application/xml' },
        }),
      ),
    meta: { silent: true },
    onSuccess: () => refreshAfterImport(queryClient),
  });
}

/** Record a booking the import listed (a partial payment), keeping its bank reference. */
export function useRecordBankEntryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankEntryPaymentInput): Promise<Payment> =>
      unwrap(api.POST('/api/payments/bank-entry', { body })),
    meta: { silent: true },
    onSuccess: (payment) => refreshAfterPayment(queryClient, payment.invoice._id),
  });
}
