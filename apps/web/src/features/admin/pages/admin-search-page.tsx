import { Alert, EmptyState, Loader, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearchInput } from '../../../components/list-search-input.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AdminSearchResults, resultLinks } from '../components/admin-search-results.tsx';
import { useAdminSearchQuery } from '../search-api.ts';

const route = getRouteApi('/admin/global-search');

/**
 * One search box across every company (spec §2 "/admin/global-search"): the term in the address
 * (`?q=`), results grouped by kind, each opening the company's page as the admin acting for it.
 */
export function AdminSearchPage() {
  const { t } = useTranslation('admin-search');
  usePageTitle(t('title'));
  const { q } = route.useSearch();
  const navigate = route.useNavigate();
  const search = useAdminSearchQuery(q);
  const box = useRef<HTMLDivElement>(null);
  const result = q ? search.data : undefined;
  const found = result?.groups.some((group) => group.items.length > 0) ?? false;

  // Arrow down in the search box: to the first result.
  const intoResults = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = resultLinks()[0];
    if (first) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('title')} description={t('intro')} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow down leaves the search box for the results */}
      <div ref={box} onKeyDown={intoResults}>
        <ListSearchInput
          value={q ?? ''}
          label={t('label')}
          placeholder={t('placeholder')}
          onSearch={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {t('keyboard')}
        </Text>
      </div>
      <div aria-live="polite" aria-busy={search.isFetching}>
        {search.isFetching && <Loader size="sm" aria-label={t('loading')} role="status" />}
      </div>
      {!q && <EmptyState py="xl" title={t('start.title')} description={t('start.text')} />}
      {q && search.isError && (
        <Alert color="red" role="alert">
          {t('failed')}
        </Alert>
      )}
      {result?.scope === 'short' && (
        <Alert color="blue" variant="light">
          {t('short')}
        </Alert>
      )}
      {result && !found && (
        <EmptyState py="xl" title={t('empty.title')} description={t('empty.text', { q: result.q })} />
      )}
      {result && found && (
        <AdminSearchResults
          groups={result.groups}
          onLeaveTop={() => box.current?.querySelector<HTMLInputElement>('input')?.focus()}
        />
      )}
    </Stack>
  );
}
