import { Badge, Group, Paper, Stack } from '@mantine/core';
import { countContractFilters } from '@maxer/domain';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-empty.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';
import { ListSearchInput } from '../../../components/list-search-input.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { DEFAULT_PAGE_SIZE, nextSort } from '../../../lib/list-search.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type ContractsSearch, DEFAULT_CONTRACT_SORT, useContractsQuery } from '../api.ts';
import { ContractFilters } from '../components/contract-filters.tsx';
import { ContractsTable } from '../components/contracts-table.tsx';

const contractsRoute = getRouteApi('/_company/contracts');
const archiveRoute = getRouteApi('/_company/archive');

/** The working list of jobs: search, filters, sort and pages, all in the address bar. */
export function ContractsPage() {
  const search = contractsRoute.useSearch();
  return <ContractList search={search} archived={false} />;
}

/** The archived jobs: the same list with archived=true. */
export function ArchivePage() {
  const search = archiveRoute.useSearch();
  return <ContractList search={search} archived />;
}

function ContractList({ search, archived }: { search: ContractsSearch; archived: boolean }) {
  const { t } = useTranslation('contracts');
  const title = archived ? t('archiveTitle') : t('title');
  usePageTitle(title);
  const navigate = useNavigate({ from: archived ? '/archive' : '/contracts' });
  const contracts = useContractsQuery(search, archived);
  const sort = search.sort ?? DEFAULT_CONTRACT_SORT;
  const activeFilters = countContractFilters(search);

  useEffect(() => {
    sessionStore.setAppliedContractFilter(activeFilters);
  }, [activeFilters]);

  const change = (patch: Partial<ContractsSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  const items = contracts.data?.items;
  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader
        title={title}
        description={archived ? t('archiveIntro') : t('intro')}
        actions={
          <>
            {activeFilters > 0 && (
              <Badge variant="light" size="lg">
                {t('filter.active', { count: activeFilters })}
              </Badge>
            )}
            {!archived && <ButtonLink to="/contracts/new">{t('contract-editor:newContract')}</ButtonLink>}
          </>
        }
      />
      <Group align="flex-end" gap="md">
        <ListSearchInput
          label={t('common:list.search')}
          placeholder={t('searchPlaceholder')}
          value={search.q ?? ''}
          onSearch={(q) => change({ q: q || undefined }, true)}
        />
      </Group>
      <ContractFilters search={search} onChange={(patch) => change(patch)} />
      <Paper withBorder p="md">
        {items && items.length === 0 ? (
          <ListEmpty
            filtered={activeFilters > 0}
            title={archived ? t('empty.archiveTitle') : t('empty.title')}
            description={archived ? t('empty.archiveText') : t('empty.text')}
          />
        ) : (
          <ContractsTable
            label={title}
            archived={archived}
            contracts={items}
            sort={sort}
            onSort={(column) => change({ sort: nextSort(sort, column) })}
          />
        )}
      </Paper>
      {contracts.data && contracts.data.total > 0 && (
        <ListFooter
          total={contracts.data.total}
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
