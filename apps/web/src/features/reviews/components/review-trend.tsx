import { Button, Group, Paper, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReviewTrend } from '@maxer/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { type ReviewTrendFilter, useReviewTrendQuery } from '../api.ts';

// recharts and @mantine/charts load with the chart, not with the reviews page (vite.config `charts`).
const ReviewTrendChart = lazy(() => import('./review-trend-chart.tsx'));

const CHART_HEIGHT = 220;

/**
 * The trend of the answers over the last twelve months under the list's filter: average stars (a
 * line) and how many came (bars). The chart is a picture for the eyes; the numbers behind it are a
 * table, read by screen readers and shown to anyone who asks for it.
 */
export function ReviewTrendSection({ filter }: { filter: ReviewTrendFilter }) {
  const { t } = useTranslation('reviews');
  const trend = useReviewTrendQuery(filter);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const data = trend.data;
  const empty = data?.months.every((month) => month.count === 0);
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby="review-trend">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5" id="review-trend">
          {t('trend.title')}
        </Title>
        {data && !empty && (
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? t('trend.hideTable') : t('trend.showTable')}
          </Button>
        )}
      </Group>
      {trend.isError ? (
        <Text c="red" size="sm" role="alert">
          {t('trend.failed')}
        </Text>
      ) : !data ? (
        <Skeleton height={CHART_HEIGHT} aria-busy />
      ) : empty ? (
        <Text c="dimmed" size="sm">
          {t('trend.none')}
        </Text>
      ) : (
        <>
          <div aria-hidden="true" data-testid="review-trend-chart">
            <Suspense fallback={<Skeleton height={CHART_HEIGHT} />}>
              <ReviewTrendChart months={data.months} height={CHART_HEIGHT} />
            </Suspense>
          </div>
          <TrendTable months={data.months} id={tableId} visible={showTable} />
        </>
      )}
    </Paper>
  );
}

/** The chart's numbers, month by month; visually hidden until asked for, always there for screen readers. */
function TrendTable({
  months,
  id,
  visible,
}: {
  months: ReviewTrend['months'];
  id: string;
  visible: boolean;
}) {
  const { t } = useTranslation('reviews');
  const language = currentLanguage();
  const locale = language === 'en' ? 'en-GB' : 'de-CH';
  const table = (
    <Table id={id} mt="sm" striped aria-label={t('trend.tableLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('trend.month')}</Table.Th>
          <Table.Th ta="right">{t('trend.count')}</Table.Th>
          <Table.Th ta="right">{t('trend.average')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {months.map((month) => (
          <Table.Tr key={month.month}>
            <Table.Th scope="row" fw={400}>
              {formatMonth(month.month, language, 'long')}
            </Table.Th>
            <Table.Td ta="right">{month.count}</Table.Td>
            <Table.Td ta="right">
              {month.average === null
                ? '–'
                : month.average.toLocaleString(locale, { maximumFractionDigits: 1 })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return visible ? table : <VisuallyHidden>{table}</VisuallyHidden>;
}
