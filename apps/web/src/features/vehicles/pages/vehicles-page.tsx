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
import { DEFAULT_VEHICLE_SORT, useVehiclesQuery, type VehiclesSearch } from '../api.ts';
import { BorrowableFilter } from '../components/borrowable-filter.tsx';
import { VehiclesTable } from '../components/vehicles-table.tsx';

const route = getRouteApi('/_company/vehicles');

/** The company's vehicles: search, filter, sort and pages, all kept in the address bar. */
export function VehiclesPage() {
  const { t } = useTranslation('vehicles');
  usePageTitle(t('title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const vehicles = useVehiclesQuery(search);
  const sort = search.sort ?? DEFAULT_VEHICLE_SORT;

  const change = (patch: Partial<VehiclesSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  const newButton = <ButtonLink to="/vehicles/new">{t('new')}</ButtonLink>;
  const items = vehicles.data?.items;

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
        <BorrowableFilter value={search.borrowable} onChange={(borrowable) => change({ borrowable })} />
      </Group>
      <Paper withBorder p="md">
        {items && items.length === 0 ? (
          <ListEmpty
            filtered={Boolean(search.q || search.borrowable)}
            title={t('empty.title')}
            description={t('empty.text')}
            action={newButton}
          />
        ) : (
          <VehiclesTable
            vehicles={items}
            sort={sort}
            onSort={(column) => change({ sort: nextSort(sort, column) })}
          />
        )}
      </Paper>
      {vehicles.data && vehicles.data.total > 0 && (
        <ListFooter
          total={vehicles.data.total}
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
