import type {
  BillingRunResult,
  PLATFORM_INVOICE_SORTS,
  PlatformBankStatementImport,
  PlatformInvoice,
  PlatformInvoiceCreate,
  PlatformInvoicePage,
  PlatformInvoicePay,
  PlatformInvoicePayInfo,
  PlatformInvoiceState,
  PlatformInvoiceUpdate,
} from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

// The platform's invoices to its companies ("Maxer invoices", issue 16): the admin's list, editor and
// billing run, and the company owner's list, detail and pay page.

export type MaxerInvoiceSort = (typeof PLATFORM_INVOICE_SORTS)[number];
export const DEFAULT_MAXER_INVOICE_SORT = '-number';
export type MaxerInvoicesSearch = ListSearch<MaxerInvoiceSort> & {
  status?: PlatformInvoiceState;
  period?: string;
  companyId?: string;
};

export const maxerInvoiceKeys = {
  all: ['maxer-invoices'] as const,
  adminList: (search: MaxerInvoicesSearch) => ['maxer-invoices', 'admin', 'list', search] as const,
  adminDetail: (id: string) => ['maxer-invoices', 'admin', 'detail', id] as const,
  ownList: (search: MaxerInvoicesSearch) => ['maxer-invoices', 'own', 'list', search] as const,
  ownDetail: (id: string) => ['maxer-invoices', 'own', 'detail', id] as const,
  payInfo: () => ['maxer-invoices', 'own', 'pay'] as const,
};

const listQuery = (search: MaxerInvoicesSearch) => ({
  page: search.page ?? 1,
  pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
  sort: search.sort ?? DEFAULT_MAXER_INVOICE_SORT,
  q: search.q,
  status: search.status,
  period: search.period,
});

export function useAdminMaxerInvoicesQuery(search: MaxerInvoicesSearch) {
  return useQuery({
    queryKey: maxerInvoiceKeys.adminList(search),
    queryFn: ({ signal }): Promise<PlatformInvoicePage> =>
      unwrap(
        api.GET('/api/admin/maxer-invoices', {
          params: { query: { ...listQuery(search), companyId: search.companyId } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAdminMaxerInvoiceQuery(id: string) {
  return useQuery({
    queryKey: maxerInvoiceKeys.adminDetail(id),
    queryFn: ({ signal }): Promise<PlatformInvoice> =>
      unwrap(api.GET('/api/admin/maxer-invoices/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

/** Companies to bill, searched by name (the first 20 that match). */
export function useCompanyChoicesQuery(q: string) {
  return useQuery({
    queryKey: ['maxer-invoices', 'company-choices', q] as const,
    queryFn: ({ signal }): Promise<{ value: string; label: string }[]> =>
      unwrap(
        api.GET('/api/admin/companies', {
          params: { query: { page: 1, pageSize: 20, sort: 'name', q: q || undefined } },
          signal,
        }),
      ).then((page) => page.items.map((company) => ({ value: company._id, label: company.name }))),
    placeholderData: keepPreviousData,
  });
}

function useSaved() {
  const queryClient = useQueryClient();
  return (invoice?: PlatformInvoice) => {
    if (invoice) queryClient.setQueryData(maxerInvoiceKeys.adminDetail(invoice._id), invoice);
    return queryClient.invalidateQueries({ queryKey: maxerInvoiceKeys.all });
  };
}

export function useCreateMaxerInvoiceMutation() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: PlatformInvoiceCreate): Promise<PlatformInvoice> =>
      unwrap(api.POST('/api/admin/maxer-invoices', { body })),
    onSuccess: saved,
  });
}

export function useUpdateMaxerInvoiceMutation(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: PlatformInvoiceUpdate): Promise<PlatformInvoice> =>
      unwrap(api.PUT('/api/admin/maxer-invoices/{id}', { params: { path: { id } }, body })),
    onSuccess: saved,
  });
}

export function useMarkMaxerInvoicePaidMutation(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: PlatformInvoicePay): Promise<PlatformInvoice> =>
      unwrap(api.POST('/api/admin/maxer-invoices/{id}/paid', { params: { path: { id } }, body })),
    onSuccess: saved,
  });
}

export function useCancelMaxerInvoiceMutation(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (reason: string): Promise<PlatformInvoice> =>
      unwrap(
        api.POST('/api/admin/maxer-invoices/{id}/cancel', { params: { path: { id } }, body: { reason } }),
      ),
    onSuccess: saved,
  });
}

export function useBillingRunMutation() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (period: string): Promise<BillingRunResult> =>
      unwrap(api.POST('/api/admin/maxer-invoices/billing-run', { body: { period } })),
    onSuccess: () => saved(),
  });
}

export function useOwnMaxerInvoicesQuery(search: MaxerInvoicesSearch) {
  return useQuery({
    queryKey: maxerInvoiceKeys.ownList(search),
    queryFn: ({ signal }): Promise<PlatformInvoicePage> =>
      unwrap(api.GET('/api/maxer-invoices', { params: { query: listQuery(search) }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useOwnMaxerInvoiceQuery(id: string) {
  return useQuery({
    queryKey: maxerInvoiceKeys.ownDetail(id),
    queryFn: ({ signal }): Promise<PlatformInvoice> =>
      unwrap(api.GET('/api/maxer-invoices/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

/** The open invoices with what is needed to pay them; `enabled` false for anyone but an owner. */
export function usePayInfoQuery(enabled = true, silent = false) {
  return useQuery({
    queryKey: maxerInvoiceKeys.payInfo(),
    queryFn: ({ signal }): Promise<PlatformInvoicePayInfo> =>
      unwrap(api.GET('/api/maxer-invoices/pay', { signal })),
    enabled,
    ...(silent ? { meta: { silent: true } } : {}),
  });
}

/** Upload the platform's camt.053/camt.054 file: bookings that pay platform invoices mark them PAID. */
export function useImportPlatformBankStatementMutation() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (file: File): Promise<PlatformBankStatementImport> =>
      unwrap(
        api.POST('/api/admin/maxer-invoices/bank-statement', {
          body: file as never,
          bodySerializer: (body: unknown) => body as Blob,
          headers: { 'content-type': file.type || 'application/xml' },
        }),
      ),
    meta: { silent: true },
    onSuccess: () => saved(),
  });
}
