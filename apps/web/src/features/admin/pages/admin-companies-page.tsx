import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListChoiceFilter } from '../../../components/list-choice-filter.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type AdminCompaniesSearch, DEFAULT_ADMIN_COMPANY_SORT, useAdminCompaniesQuery } from '../api.ts';
import { AdminCompaniesTable } from '../components/admin-companies-table.tsx';

const route = getRouteApi('/admin/company');

/** Every company of the platform: search, the active filter, sort and pages in the address bar. */
export function AdminCompaniesPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('companies.title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const companies = useAdminCompaniesQuery(search);
  const sort = search.sort ?? DEFAULT_ADMIN_COMPANY_SORT;

  const change = (patch: Partial<AdminCompaniesSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  return (
    <ListPage
      title={t('companies.title')}
      description={t('companies.intro')}
      search={search}
      onChange={change}
      searchPlaceholder={t('companies.searchPlaceholder')}
      filters={
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
      }
      filtered={Boolean(search.active)}
      result={companies.data}
      empty={{ title: t('companies.empty.title'), text: t('companies.empty.text') }}
      maw={1400}
    >
      <AdminCompaniesTable
        companies={companies.data?.items}
        sort={sort}
        onSort={(column) => change({ sort: nextSort(sort, column) })}
      />
    </ListPage>
  );
}
