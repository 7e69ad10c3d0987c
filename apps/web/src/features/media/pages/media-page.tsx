import { Group, Select, Table, Text } from '@mantine/core';
import {
  MEDIA_SESSION_KINDS,
  type MediaSessionKind,
  type MediaSessionSummary,
  PLATFORM_TIME_ZONE,
} from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { nextSort } from '../../../lib/list-search.ts';
import { useSession } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DEFAULT_MEDIA_SORT, type MediaSearch, type MediaSort, useMediaSessionsQuery } from '../api.ts';
import { MediaCover } from '../components/media-cover.tsx';

const route = getRouteApi('/_company/media');

/** The company's media sessions: by kind, job, customer and text, paged by the server. */
export function MediaPage() {
  const { t } = useTranslation('media');
  usePageTitle(t('title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useMediaSessionsQuery(search);
  const sort = search.sort ?? DEFAULT_MEDIA_SORT;
  const change = (patch: Partial<MediaSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });
  const newButton = (
    <ButtonLink to="/media/new" search={{ contractId: search.contractId, customerId: search.customerId }}>
      {t('new')}
    </ButtonLink>
  );

  return (
    <ListPage
      title={t('title')}
      description={t('intro')}
      newButton={newButton}
      search={search}
      onChange={change}
      searchPlaceholder={t('searchPlaceholder')}
      filters={
        <Select
          label={t('fields.kind')}
          placeholder={t('filter.any')}
          clearable
          w={180}
          value={search.kind ?? null}
          onChange={(value) => change({ kind: (value as MediaSessionKind | null) ?? undefined })}
          data={MEDIA_SESSION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
      }
      filtered={Boolean(search.kind || search.customerId || search.contractId)}
      result={list.data}
      empty={{ title: t('empty.title'), text: t('empty.text') }}
    >
      <MediaTable
        sessions={list.data?.items}
        sort={sort}
        onSort={(column) => change({ sort: nextSort(sort, column) })}
      />
    </ListPage>
  );
}

function MediaTable({
  sessions,
  sort,
  onSort,
}: {
  sessions: MediaSessionSummary[] | undefined;
  sort: string;
  onSort: (column: MediaSort) => void;
}) {
  const { t } = useTranslation('media');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone) ?? PLATFORM_TIME_ZONE;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')} aria-busy={!sessions}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="title" sort={sort} onSort={(c) => onSort(c as MediaSort)}>
              {t('fields.title')}
            </SortableTh>
            <Table.Th>{t('fields.kind')}</Table.Th>
            <Table.Th>{t('fields.belongsTo')}</Table.Th>
            <Table.Th>{t('fields.items')}</Table.Th>
            <SortableTh column="createdAt" sort={sort} onSort={(c) => onSort(c as MediaSort)}>
              {t('fields.createdAt')}
            </SortableTh>
          </Table.Tr>
        </Table.Thead>
        {sessions ? (
          <Table.Tbody>
            {sessions.map((session) => (
              <Table.Tr key={session._id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <MediaCover session={session} />
                    <AnchorLink to="/media/$id" params={{ id: session._id }} fw={500}>
                      {session.title}
                    </AnchorLink>
                  </Group>
                </Table.Td>
                <Table.Td>{t(`kinds.${session.kind}`)}</Table.Td>
                <Table.Td>
                  {session.contract && (
                    <Text size="sm">{t('jobLabel', { number: session.contract.number })}</Text>
                  )}
                  <Text size="sm" c={session.contract ? 'dimmed' : undefined}>
                    {session.customer?.name ?? (session.contract ? '' : t('unlinked'))}
                  </Text>
                </Table.Td>
                <Table.Td>{session.itemCount}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(session.createdAt, language, timeZone)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={5} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
