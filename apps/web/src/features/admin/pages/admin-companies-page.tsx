import { NativeSelect } from '@mantine/core';
import type { AdminCompanySummary } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ListChoiceFilter } from '../../../components/list-choice-filter.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type AdminCompaniesSearch, DEFAULT_ADMIN_COMPANY_SORT, useAdminCompaniesQuery } from '../api.ts';
import { AdminCompaniesTable } from '../components/admin-companies-table.tsx';
import { usePackageChoicesQuery, useSetCompanyActiveMutation } from '../write-api.ts';

const route = getRouteApi('/admin/company');

/**
 * Every company of the platform: search, the active and package filters, sort and pages in the address
 * bar; a new company, a company's edit, and switching one off or on (asked first).
 */
export function AdminCompaniesPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('companies.title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const companies = useAdminCompaniesQuery(search);
  const packages = usePackageChoicesQuery();
  const setActive = useSetCompanyActiveMutation();
  const [toggling, setToggling] = useState<AdminCompanySummary | null>(null);
  const sort = search.sort ?? DEFAULT_ADMIN_COMPANY_SORT;

  const change = (patch: Partial<AdminCompaniesSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  const confirmToggle = async (company: AdminCompanySummary) => {
    const active = !company.active;
    try {
      await setActive.mutateAsync({ id: company._id, active });
      toast(
        'success',
        t(active ? 'admin-write:companies.activated' : 'admin-write:companies.deactivated', {
          name: company.name,
        }),
      );
    } catch {
      // The query client shows the reason.
    } finally {
      setToggling(null);
    }
  };
  const confirm = toggling?.active ? 'confirmDeactivate' : 'confirmActivate';

  return (
    <>
      <ListPage
        title={t('companies.title')}
        description={t('companies.intro')}
        newButton={<ButtonLink to="/admin/company/new">{t('admin-write:companies.new')}</ButtonLink>}
        search={search}
        onChange={change}
        searchPlaceholder={t('companies.searchPlaceholder')}
        filters={
          <>
            <ListChoiceFilter
              label={t('companies.fields.status')}
              param="active"
              value={search.active}
              allLabel={t('companies.filter.all')}
              choices={[
                { value: 'true', label: t('companies.active') },
                { value: 'false', label: t('companies.inactive') },
              ]}
              onChange={change}
            />
            <NativeSelect
              label={t('admin-write:companies.packageFilter')}
              value={search.packageId ?? ''}
              onChange={(event) => change({ packageId: event.currentTarget.value || undefined })}
              data={[
                { value: '', label: t('admin-write:companies.allPackages') },
                ...(packages.data ?? []).map((pkg) => ({ value: pkg._id, label: pkg.name })),
                // A package named in the address but not (yet) loaded still shows as chosen.
                ...(search.packageId && !packages.data?.some((pkg) => pkg._id === search.packageId)
                  ? [{ value: search.packageId, label: '…' }]
                  : []),
              ]}
            />
          </>
        }
        filtered={Boolean(search.active || search.packageId)}
        result={companies.data}
        empty={{ title: t('companies.empty.title'), text: t('companies.empty.text') }}
        maw={1400}
      >
        <AdminCompaniesTable
          companies={companies.data?.items}
          sort={sort}
          onSort={(column) => change({ sort: nextSort(sort, column) })}
          onToggleActive={setToggling}
        />
      </ListPage>
      <ConfirmModal
        opened={toggling !== null}
        title={t(`admin-write:companies.${confirm}.title`)}
        confirmLabel={t(`admin-write:companies.${confirm}.confirm`)}
        confirmColor={toggling?.active ? 'red' : undefined}
        pending={setActive.isPending}
        onConfirm={() => toggling && void confirmToggle(toggling)}
        onClose={() => setToggling(null)}
      >
        {t(`admin-write:companies.${confirm}.text`, { name: toggling?.name ?? '' })}
      </ConfirmModal>
    </>
  );
}
