import { CUSTOMER_TYPES } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListChoiceFilter } from '../../../components/list-choice-filter.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type CustomersSearch, DEFAULT_CUSTOMER_SORT, useCustomersQuery } from '../api.ts';
import { CustomersTable } from '../components/customers-table.tsx';

const route = getRouteApi('/_company/customers');

/** The company's customers: search, filter, sort and pages, all kept in the address bar. */
export function CustomersPage() {
  const { t } = useTranslation('customers');
  usePageTitle(t('title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const customers = useCustomersQuery(search);
  const sort = search.sort ?? DEFAULT_CUSTOMER_SORT;

  /** Change the list's state; anything but the page itself starts again at page 1. */
  const change = (patch: Partial<CustomersSearch>, replace = false) =>
    void navigate({
      search: (previous) => ({ ...previous, page: undefined, ...patch }),
      replace,
    });

  return (
    <ListPage
      title={t('title')}
      description={t('intro')}
      newButton={<ButtonLink to="/customers/new">{t('new')}</ButtonLink>}
      search={search}
      onChange={change}
      searchPlaceholder={t('searchPlaceholder')}
      filters={
        <ListChoiceFilter
          label={t('filter.label')}
          param="customerType"
          value={search.customerType}
          allLabel={t('filter.all')}
          choices={CUSTOMER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          onChange={change}
        />
      }
      filtered={Boolean(search.customerType)}
      result={customers.data}
      empty={{ title: t('empty.title'), text: t('empty.text') }}
    >
      <CustomersTable
        customers={customers.data?.items}
        sort={sort}
        onSort={(column) => change({ sort: nextSort(sort, column) })}
      />
    </ListPage>
  );
}
