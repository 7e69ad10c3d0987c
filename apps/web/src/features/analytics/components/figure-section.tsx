import { Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import type { AnalyticsChartProps } from './analytics-chart.tsx';

// recharts and @mantine/charts load with the charts, not with the page (vite.config `charts`).
const AnalyticsChart = lazy(() => import('./analytics-chart.tsx'));

const CHART_HEIGHT = 220;

export interface FigureTable {
  /** Column headings; the first column heads the rows. */
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** A last row of totals, the first cell naming it. */
  totals?: ReactNode[];
}

/**
 * One figure of the analytics screen: a heading, the chart (a picture, hidden from screen readers)
 * and the numbers behind it as a table that everyone sees and screen readers read.
 */
export function FigureSection({
  title,
  note,
  chart,
  table,
  empty,
  emptyText,
  testId,
}: {
  title: string;
  note?: string;
  chart: Omit<AnalyticsChartProps, 'height'>;
  table: FigureTable;
  empty: boolean;
  emptyText: string;
  testId: string;
}) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Title order={2} size="h5" id={headingId} mb={note ? 2 : 'xs'}>
        {title}
      </Title>
      {note && (
        <Text size="xs" c="dimmed" mb="xs">
          {note}
        </Text>
      )}
      {empty ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        <div aria-hidden="true" data-testid={`${testId}-chart`}>
          <Suspense fallback={<Skeleton height={CHART_HEIGHT} />}>
            <AnalyticsChart {...chart} height={CHART_HEIGHT} />
          </Suspense>
        </div>
      )}
      <Table.ScrollContainer minWidth={320} mt="sm">
        <Table striped fz="sm" aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column, index) => (
                <Table.Th key={column} ta={index === 0 ? undefined : 'right'}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row) => (
              <Table.Tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <Table.Th key="head" scope="row" fw={400}>
                      {cell}
                    </Table.Th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; a cell is its column.
                    <Table.Td key={index} ta="right">
                      {cell}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {table.totals && (
            <Table.Tfoot>
              <Table.Tr>
                {table.totals.map((cell, index) =>
                  index === 0 ? (
                    <Table.Th key="head" scope="row">
                      {cell}
                    </Table.Th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; a cell is its column.
                    <Table.Th key={index} ta="right">
                      {cell}
                    </Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
