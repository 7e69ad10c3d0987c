import type {
  AdminCompanyCreate,
  AdminCompanyDetail,
  AdminCompanyFields,
  PACKAGE_SORTS,
  Package,
  PackageValues,
} from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';
import { adminCompanyKeys } from './api.ts';

// The platform admin's writes: companies (create with the first owner, edit, switch on and off) and
// the packages they subscribe to.

export const adminCompanyDetailKey = (id: string) => ['admin', 'companies', 'detail', id] as const;

export function useAdminCompanyQuery(id: string) {
  return useQuery({
    queryKey: adminCompanyDetailKey(id),
    queryFn: ({ signal }): Promise<AdminCompanyDetail> =>
      unwrap(api.GET('/api/admin/companies/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useCreateAdminCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCompanyCreate): Promise<AdminCompanyDetail> =>
      unwrap(api.POST('/api/admin/companies', { body })),
    onSuccess: (company) => {
      queryClient.setQueryData(adminCompanyDetailKey(company._id), company);
      return invalidateAdmin(queryClient);
    },
  });
}

export function useUpdateAdminCompanyMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCompanyFields): Promise<AdminCompanyDetail> =>
      unwrap(api.PUT('/api/admin/companies/{id}', { params: { path: { id } }, body })),
    onSuccess: (company) => {
      queryClient.setQueryData(adminCompanyDetailKey(id), company);
      return invalidateAdmin(queryClient);
    },
  });
}

export function useSetCompanyActiveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }): Promise<AdminCompanyDetail> =>
      unwrap(api.PATCH('/api/admin/companies/{id}/active', { params: { path: { id } }, body: { active } })),
    onSuccess: (company) => {
      queryClient.setQueryData(adminCompanyDetailKey(company._id), company);
      return invalidateAdmin(queryClient);
    },
  });
}

/** Company lists and package lists (their company counts) both change with a company. */
function invalidateAdmin(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCompanyKeys.all }),
    queryClient.invalidateQueries({ queryKey: packageKeys.all }),
  ]);
}

export type PackageSort = (typeof PACKAGE_SORTS)[number];
export const DEFAULT_PACKAGE_SORT: PackageSort = 'name';
export type PackagesSearch = ListSearch<PackageSort>;

export const packageKeys = {
  all: ['admin', 'packages'] as const,
  lists: () => ['admin', 'packages', 'list'] as const,
  list: (search: PackagesSearch) => ['admin', 'packages', 'list', search] as const,
  choices: () => ['admin', 'packages', 'choices'] as const,
  detail: (id: string) => ['admin', 'packages', 'detail', id] as const,
};

export function usePackagesQuery(search: PackagesSearch) {
  return useQuery({
    queryKey: packageKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/packages', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_PACKAGE_SORT,
              q: search.q,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The packages to choose from (a select): the first hundred by name, more there are not. */
export function usePackageChoicesQuery() {
  return useQuery({
    queryKey: packageKeys.choices(),
    queryFn: ({ signal }): Promise<Package[]> =>
      unwrap(
        api.GET('/api/admin/packages', {
          params: { query: { page: 1, pageSize: 100, sort: 'name' } },
          signal,
        }),
      ).then((page) => page.items),
  });
}

export function usePackageQuery(id: string) {
  return useQuery({
    queryKey: packageKeys.detail(id),
    queryFn: ({ signal }): Promise<Package> =>
      unwrap(api.GET('/api/admin/packages/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useCreatePackageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PackageValues): Promise<Package> => unwrap(api.POST('/api/admin/packages', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.all }),
  });
}

export function useUpdatePackageMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PackageValues): Promise<Package> =>
      unwrap(api.PUT('/api/admin/packages/{id}', { params: { path: { id } }, body })),
    onSuccess: async (pkg) => {
      queryClient.setQueryData(packageKeys.detail(id), pkg);
      // Company lists show the package's name.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: packageKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: packageKeys.choices() }),
        queryClient.invalidateQueries({ queryKey: adminCompanyKeys.all }),
      ]);
    },
  });
}

export function useDeletePackageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/admin/packages/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: packageKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: packageKeys.all });
    },
  });
}
