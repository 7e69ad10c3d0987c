import type { Package } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { PackagesTable } from '../components/packages-table.tsx';
import {
  DEFAULT_PACKAGE_SORT,
  type PackagesSearch,
  useDeletePackageMutation,
  usePackagesQuery,
} from '../write-api.ts';

const route = getRouteApi('/admin/packages');

/**
 * The platform's packages (spec §2 "/admin/packages"): search, sort and pages in the address bar; a
 * delete asks first, and one the server refuses (a package in use) says why in a message.
 */
export function AdminPackagesPage() {
  const { t } = useTranslation('admin-write');
  usePageTitle(t('packages.title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const packages = usePackagesQuery(search);
  const remove = useDeletePackageMutation();
  const [deleting, setDeleting] = useState<Package | null>(null);
  const sort = search.sort ?? DEFAULT_PACKAGE_SORT;

  const change = (patch: Partial<PackagesSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  const confirmDelete = async (pkg: Package) => {
    try {
      await remove.mutateAsync(pkg._id);
      toast('success', t('packages.deleted'));
    } catch {
      // The reason (e.g. how many companies use it) is shown by the query client's message.
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <ListPage
        title={t('packages.title')}
        description={t('packages.intro')}
        newButton={<ButtonLink to="/admin/packages/new">{t('packages.new')}</ButtonLink>}
        search={search}
        onChange={change}
        searchPlaceholder={t('packages.searchPlaceholder')}
        result={packages.data}
        empty={{ title: t('packages.empty.title'), text: t('packages.empty.text') }}
      >
        <PackagesTable
          packages={packages.data?.items}
          sort={sort}
          onSort={(column) => change({ sort: nextSort(sort, column) })}
          onDelete={setDeleting}
        />
      </ListPage>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('packages.confirmDelete.title')}
        pending={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      >
        {t('packages.confirmDelete.text', { name: deleting?.name ?? '' })}
      </ConfirmDeleteModal>
    </>
  );
}
