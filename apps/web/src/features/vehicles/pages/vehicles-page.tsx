import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListChoiceFilter } from '../../../components/list-choice-filter.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DEFAULT_VEHICLE_SORT, useVehiclesQuery, type VehiclesSearch } from '../api.ts';
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

  return (
    <ListPage
      title={t('title')}
      description={t('intro')}
      newButton={<ButtonLink to="/vehicles/new">{t('new')}</ButtonLink>}
      search={search}
      onChange={change}
      searchPlaceholder={t('searchPlaceholder')}
      filters={
        <ListChoiceFilter
          label={t('fields.borrowable')}
          param="borrowable"
          value={search.borrowable}
          allLabel={t('filter.all')}
          choices={[
            { value: 'true', label: t('filter.true') },
            { value: 'false', label: t('filter.false') },
          ]}
          onChange={change}
        />
      }
      filtered={Boolean(search.borrowable)}
      result={vehicles.data}
      empty={{ title: t('empty.title'), text: t('empty.text') }}
    >
      <VehiclesTable
        vehicles={vehicles.data?.items}
        sort={sort}
        onSort={(column) => change({ sort: nextSort(sort, column) })}
      />
    </ListPage>
  );
}
