import { Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { PLATFORM_TIME_ZONE, REVIEW_AREAS, type Review, type ReviewPage } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { DateField } from '../../../components/swiss-date-input.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { nextSort } from '../../../lib/list-search.ts';
import { useSession } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  DEFAULT_REVIEW_SORT,
  type ReviewSort,
  type ReviewsSearch,
  trendFilterOf,
  useReviewsQuery,
} from '../api.ts';
import { ReviewSettingsSection } from '../components/review-settings.tsx';
import { ReviewTrendSection } from '../components/review-trend.tsx';
import { Stars } from '../components/stars.tsx';

const route = getRouteApi('/_company/reviews');
const STAR_CHOICES = ['1', '2', '3', '4', '5'];

/** The company's reviews: by request days, state and stars, paged by the server, with the averages per area. */
export function ReviewsPage() {
  const { t } = useTranslation('reviews');
  usePageTitle(t('title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useReviewsQuery(search);
  const sort = search.sort ?? DEFAULT_REVIEW_SORT;
  const change = (patch: Partial<ReviewsSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });
  const starSelect = (key: 'minRating' | 'maxRating') => (
    <Select
      label={t(`filter.${key}`)}
      placeholder={t('filter.any')}
      clearable
      w={140}
      value={search[key] === undefined ? null : String(search[key])}
      onChange={(value) => change({ [key]: value ? Number(value) : undefined })}
      data={STAR_CHOICES.map((value) => ({ value, label: t('stars', { count: Number(value) }) }))}
    />
  );

  return (
    <Stack gap="lg" maw={1200}>
      <ListPage
        title={t('title')}
        description={t('intro')}
        search={search}
        onChange={change}
        searchPlaceholder={t('searchPlaceholder')}
        filters={
          <>
            <DateField
              label={t('filter.from')}
              value={search.from ?? ''}
              onChange={(value) => change({ from: value || undefined })}
            />
            <DateField
              label={t('filter.to')}
              value={search.to ?? ''}
              onChange={(value) => change({ to: value || undefined })}
            />
            <Select
              label={t('filter.state')}
              w={160}
              allowDeselect={false}
              value={search.state ?? 'submitted'}
              onChange={(value) => change({ state: (value as ReviewsSearch['state']) ?? undefined })}
              data={(['submitted', 'open', 'all'] as const).map((value) => ({
                value,
                label: t(`states.${value}`),
              }))}
            />
            {starSelect('minRating')}
            {starSelect('maxRating')}
          </>
        }
        filtered={Boolean(
          search.from ||
            search.to ||
            search.state ||
            search.minRating !== undefined ||
            search.maxRating !== undefined,
        )}
        result={list.data}
        empty={{ title: t('empty.title'), text: t('empty.text') }}
      >
        {list.data && <Averages page={list.data} />}
        <ReviewTrendSection filter={trendFilterOf(search)} />
        <ReviewsTable
          reviews={list.data?.items}
          sort={sort}
          onSort={(column) => change({ sort: nextSort(sort, column) })}
        />
      </ListPage>
      <ReviewSettingsSection />
    </Stack>
  );
}

/** The mean of each area over the whole filter (not just this page). */
export function Averages({ page }: { page: ReviewPage }) {
  const { t } = useTranslation('reviews');
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby="review-averages">
      <Title order={2} size="h5" id="review-averages" mb="xs">
        {t('averages.title', { count: page.submitted })}
      </Title>
      {page.overall === null ? (
        <Text c="dimmed" size="sm">
          {t('averages.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" component="dl" m={0}>
          {[
            ['overall', page.overall] as const,
            ...REVIEW_AREAS.map((area) => [area, page.averages[area]] as const),
          ].map(([key, value]) => (
            <div key={key} data-testid={`average-${key}`}>
              <Text component="dt" size="sm" fw={key === 'overall' ? 700 : 500}>
                {key === 'overall' ? t('averages.overall') : t(`areas.${key}`)}
              </Text>
              <Text component="dd" m={0}>
                <Stars value={value} />
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}

function ReviewsTable({
  reviews,
  sort,
  onSort,
}: {
  reviews: Review[] | undefined;
  sort: string;
  onSort: (column: ReviewSort) => void;
}) {
  const { t } = useTranslation('reviews');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone) ?? PLATFORM_TIME_ZONE;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')} aria-busy={!reviews}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.customer')}</Table.Th>
            <Table.Th>{t('fields.average')}</Table.Th>
            <Table.Th>{t('fields.comment')}</Table.Th>
            <SortableTh column="requestedAt" sort={sort} onSort={(c) => onSort(c as ReviewSort)}>
              {t('fields.requestedAt')}
            </SortableTh>
            <SortableTh column="submittedAt" sort={sort} onSort={(c) => onSort(c as ReviewSort)}>
              {t('fields.submittedAt')}
            </SortableTh>
          </Table.Tr>
        </Table.Thead>
        {reviews ? (
          <Table.Tbody>
            {reviews.map((review) => (
              <Table.Tr key={review._id}>
                <Table.Td>
                  <AnchorLink to="/reviews/$id" params={{ id: review._id }} fw={500}>
                    {review.customerName || review.recipient}
                  </AnchorLink>
                  {review.contractNumber !== null && (
                    <Text size="xs" c="dimmed">
                      {t('jobLabel', { number: review.contractNumber })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{review.submittedAt ? <Stars value={review.average} /> : t('open')}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {review.comment ?? '–'}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(review.requestedAt, language, timeZone)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {review.submittedAt ? formatDate(review.submittedAt, language, timeZone) : '–'}
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
