import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DEFAULT_ITEM_SORT, type ItemsSearch, useItemsQuery } from '../api.ts';
import { ItemsTable } from '../components/items-table.tsx';

const route = getRouteApi('/_company/items');

/** The product catalogue: search, sort and pages, all kept in the address bar. */
export function ItemsPage() {
  const { t } = useTranslation('items');
  usePageTitle(t('title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useItemsQuery(search);
  const sort = search.sort ?? DEFAULT_ITEM_SORT;

  const change = (patch: Partial<ItemsSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  return (
    <ListPage
      title={t('title')}
      description={t('intro')}
      newButton={<ButtonLink to="/items/new">{t('new')}</ButtonLink>}
      search={search}
      onChange={change}
      searchPlaceholder={t('searchPlaceholder')}
      result={list.data}
      empty={{ title: t('empty.title'), text: t('empty.text') }}
    >
      <ItemsTable
        items={list.data?.items}
        sort={sort}
        onSort={(column) => change({ sort: nextSort(sort, column) })}
      />
    </ListPage>
  );
}
