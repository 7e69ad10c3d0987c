import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

export interface AnalyticsChartProps {
  kind: 'bar' | 'stacked' | 'line';
  data: Record<string, string | number | null>[];
  /** The field naming each point on the x axis. */
  dataKey: string;
  series: ChartSeries[];
  height: number;
  valueFormatter: (value: number) => string;
  /** A fixed y range (a rate: 0–1). */
  domain?: [number, number];
}

/**
 * One chart of the analytics screen, as a picture (lazy-loaded with recharts; the numbers are the
 * table beside it). Bars side by side or stacked, or a line that does not bridge an empty month.
 */
export default function AnalyticsChart({
  kind,
  data,
  dataKey,
  series,
  height,
  valueFormatter,
  domain,
}: AnalyticsChartProps) {
  const common = {
    h: height,
    data,
    dataKey,
    series,
    valueFormatter,
    withLegend: series.length > 1,
    withTooltip: true,
    tickLine: 'none' as const,
    gridAxis: 'y' as const,
    yAxisProps: domain ? { domain } : { allowDecimals: false },
  };
  if (kind === 'line') return <LineChart {...common} connectNulls={false} curveType="linear" />;
  return <BarChart {...common} type={kind === 'stacked' ? 'stacked' : 'default'} maxBarWidth={28} />;
}
