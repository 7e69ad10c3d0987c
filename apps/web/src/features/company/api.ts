import type { Company, CompanyUpdateInput } from '@maxer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { sessionStore } from '../../lib/session-store.ts';

export const companyKeys = { own: ['company'] as const };

export function useCompanyQuery() {
  return useQuery({
    queryKey: companyKeys.own,
    queryFn: ({ signal }): Promise<Company> => unwrap(api.GET('/api/company', { signal })),
  });
}

/** The app shows the company's name, currency and time zone everywhere: they follow at once. */
function remember(queryClient: ReturnType<typeof useQueryClient>, company: Company) {
  queryClient.setQueryData(companyKeys.own, company);
  sessionStore.updateCompany({ name: company.name, currency: company.currency, timeZone: company.timeZone });
}

export function useUpdateCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyUpdateInput): Promise<Company> => unwrap(api.PUT('/api/company', { body })),
    onSuccess: (company) => remember(queryClient, company),
  });
}

export type CompanyFile = 'logo' | 'agb';

/** Upload the logo or the terms as the file itself; the server checks what it is by its content. */
export function useUploadCompanyFileMutation(file: CompanyFile) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: File): Promise<Company> => {
      const options = {
        body: upload as never,
        bodySerializer: (body: unknown) => body as Blob,
        headers: { 'content-type': upload.type || 'application/octet-stream' },
      };
      return unwrap(
        file === 'logo' ? api.PUT('/api/company/logo', options) : api.PUT('/api/company/agb', options),
      );
    },
    onSuccess: (company) => remember(queryClient, company),
  });
}

export function useDeleteCompanyFileMutation(file: CompanyFile) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(file === 'logo' ? api.DELETE('/api/company/logo') : api.DELETE('/api/company/agb')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.own }),
  });
}

/** Where the browser fetches the file; the version makes a new upload show at once. */
export function companyFileUrl(file: CompanyFile, company: Company): string {
  return `/api/company/${file}?v=${encodeURIComponent(company.updatedAt)}`;
}
