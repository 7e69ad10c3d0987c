import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import type { ReviewTrend } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';

/**
 * The trend as a picture (lazy-loaded with recharts): average stars per month as a line on a 0–5
 * scale (left), the number of answers as bars (right). A month without answers has no point; the
 * line does not bridge it.
 */
export default function ReviewTrendChart({
  months,
  height,
}: {
  months: ReviewTrend['months'];
  height: number;
}) {
  const { t } = useTranslation('reviews');
  const language = currentLanguage();
  const locale = language === 'en' ? 'en-GB' : 'de-CH';
  return (
    <CompositeChart
      h={height}
      data={months.map((month) => ({
        label: formatMonth(month.month, language),
        average: month.average,
        count: month.count,
      }))}
      dataKey="label"
      series={[
        { name: 'count', label: t('trend.count'), color: 'gray.4', type: 'bar', yAxisId: 'right' },
        { name: 'average', label: t('trend.average'), color: 'yellow.7', type: 'line', yAxisId: 'left' },
      ]}
      yAxisProps={{ domain: [0, 5], ticks: [0, 1, 2, 3, 4, 5] }}
      withRightYAxis
      rightYAxisProps={{ allowDecimals: false }}
      valueFormatter={(value) => value.toLocaleString(locale, { maximumFractionDigits: 1 })}
      connectNulls={false}
      maxBarWidth={24}
      withLegend
      withTooltip
      tickLine="none"
      gridAxis="y"
    />
  );
}
