import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../lib/list-search.ts';
import { ListEmpty } from './list-empty.tsx';
import { ListFooter } from './list-footer.tsx';
import { ListSearchInput } from './list-search-input.tsx';
import { PageHeader } from './page-header.tsx';

/** The part of a list's address this frame changes itself: the search text and the paging. */
export type ListPagePatch = Pick<ListSearch, 'q' | 'page' | 'pageSize'>;

interface ListPageProps {
  title: string;
  description: ReactNode;
  /** "Neuer Artikel": in the header, and in the empty state of a list with nothing in it yet. */
  newButton?: ReactNode;
  maw?: number;
  /** The list's state from the address bar. */
  search: ListSearch;
  /** Change the address; anything but the page itself starts again at page 1 (the page's job). */
  onChange: (patch: ListPagePatch, replace?: boolean) => void;
  searchPlaceholder?: string;
  /** Filters beside the search box. */
  filters?: ReactNode;
  /** One of the filters is set: an empty list then means nothing matched, not nothing there. */
  filtered?: boolean;
  /** The page of rows the server answered; undefined while it loads. */
  result: { items: readonly unknown[]; total: number } | undefined;
  empty: { title: string; text: string };
  /** The table (it shows its own loading rows while `result` is undefined). */
  children: ReactNode;
}

/**
 * The frame of a server-paginated list (items, vehicles, customers, statuses): header, search box and
 * filters, the table or the empty state, and the footer with the pages.
 */
export function ListPage({
  title,
  description,
  newButton,
  maw = 1200,
  search,
  onChange,
  searchPlaceholder,
  filters,
  filtered = false,
  result,
  empty,
  children,
}: ListPageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={maw}>
      <PageHeader title={title} description={description} actions={newButton} />
      <Group align="flex-end" gap="md">
        <ListSearchInput
          label={t('list.search')}
          placeholder={searchPlaceholder}
          value={search.q ?? ''}
          onSearch={(q) => onChange({ q: q || undefined }, true)}
        />
        {filters}
      </Group>
      <Paper withBorder p="md">
        {result && result.items.length === 0 ? (
          <ListEmpty
            filtered={Boolean(search.q) || filtered}
            title={empty.title}
            description={empty.text}
            action={newButton}
          />
        ) : (
          children
        )}
      </Paper>
      {result && result.total > 0 && (
        <ListFooter
          total={result.total}
          page={search.page ?? 1}
          pageSize={search.pageSize ?? DEFAULT_PAGE_SIZE}
          onPage={(page) => onChange({ page })}
          onPageSize={(pageSize) =>
            onChange({ pageSize: pageSize === DEFAULT_PAGE_SIZE ? undefined : pageSize })
          }
        />
      )}
    </Stack>
  );
}
