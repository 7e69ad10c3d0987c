import { Group, Paper, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-empty.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';
import { ListSearchInput } from '../../../components/list-search-input.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { DEFAULT_PAGE_SIZE, nextSort } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type CustomersSearch, DEFAULT_CUSTOMER_SORT, useCustomersQuery } from '../api.ts';
import { CustomerTypeFilter } from '../components/customer-type-filter.tsx';
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

  const newButton = <ButtonLink to="/customers/new">{t('new')}</ButtonLink>;
  const items = customers.data?.items;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('title')} description={t('intro')} actions={newButton} />
      <Group align="flex-end" gap="md">
        <ListSearchInput
          label={t('common:list.search')}
          placeholder={t('searchPlaceholder')}
          value={search.q ?? ''}
          onSearch={(q) => change({ q: q || undefined }, true)}
        />
        <CustomerTypeFilter
          value={search.customerType}
          onChange={(customerType) => change({ customerType })}
        />
      </Group>
      <Paper withBorder p="md">
        {items && items.length === 0 ? (
          <ListEmpty
            filtered={Boolean(search.q || search.customerType)}
            title={t('empty.title')}
            description={t('empty.text')}
            action={newButton}
          />
        ) : (
          <CustomersTable
            customers={items}
            sort={sort}
            onSort={(column) => change({ sort: nextSort(sort, column) })}
          />
        )}
      </Paper>
      {customers.data && customers.data.total > 0 && (
        <ListFooter
          total={customers.data.total}
          page={search.page ?? 1}
          pageSize={search.pageSize ?? DEFAULT_PAGE_SIZE}
          onPage={(page) => change({ page })}
          onPageSize={(pageSize) =>
            change({ pageSize: pageSize === DEFAULT_PAGE_SIZE ? undefined : pageSize })
          }
        />
      )}
    </Stack>
  );
}
