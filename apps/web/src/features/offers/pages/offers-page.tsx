import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DEFAULT_OFFER_SORT, type OffersSearch, useOffersQuery } from '../api.ts';
import { OfferFilters } from '../components/offer-filters.tsx';
import { OfferSettingsSection } from '../components/offer-settings.tsx';
import { OffersTable } from '../components/offers-table.tsx';

const route = getRouteApi('/_company/offers');

/** Every offer sent: search, state and customer filter, sort and pages, all in the address bar. */
export function OffersPage() {
  const { t } = useTranslation('offers');
  usePageTitle(t('title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const offers = useOffersQuery(search);
  const sort = search.sort ?? DEFAULT_OFFER_SORT;

  /** Change the list's state; anything but the page itself starts again at page 1. */
  const change = (patch: Partial<OffersSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  return (
    <Stack gap="lg" maw={1400}>
      <ListPage
        title={t('title')}
        description={t('intro')}
        maw={1400}
        search={search}
        onChange={change}
        searchPlaceholder={t('searchPlaceholder')}
        filters={<OfferFilters search={search} onChange={change} />}
        filtered={Boolean(search.state || search.customerId || search.acceptedFrom)}
        result={offers.data}
        empty={{ title: t('empty.title'), text: t('empty.text') }}
      >
        <OffersTable
          label={t('title')}
          offers={offers.data?.items}
          sort={sort}
          onSort={(column) => change({ sort: nextSort(sort, column) })}
        />
      </ListPage>
      <OfferSettingsSection />
    </Stack>
  );
}
