import { DataList, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** A field of a record and its value; an empty value shows as a dash. */
export type DetailRow = readonly [label: string, value: ReactNode];

const EMPTY = '–';

interface DetailsListProps {
  rows: readonly DetailRow[];
  labelWidth?: number;
}

/** Every field of a record on its detail page, label beside value. */
export function DetailsList({ rows, labelWidth = 180 }: DetailsListProps) {
  return (
    <Paper withBorder p="lg">
      <DataList labelWidth={labelWidth}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>
              {value === null || value === undefined || value === '' ? EMPTY : value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Paper>
  );
}
