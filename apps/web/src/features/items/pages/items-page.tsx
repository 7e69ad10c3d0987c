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

  const newButton = <ButtonLink to="/items/new">{t('new')}</ButtonLink>;
  const items = list.data?.items;

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
      </Group>
      <Paper withBorder p="md">
        {items && items.length === 0 ? (
          <ListEmpty
            filtered={Boolean(search.q)}
            title={t('empty.title')}
            description={t('empty.text')}
            action={newButton}
          />
        ) : (
          <ItemsTable
            items={items}
            sort={sort}
            onSort={(column) => change({ sort: nextSort(sort, column) })}
          />
        )}
      </Paper>
      {list.data && list.data.total > 0 && (
        <ListFooter
          total={list.data.total}
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
