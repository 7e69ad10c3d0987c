import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordView } from './record-view.tsx';

interface RecordPageProps<T> {
  query: UseQueryResult<T>;
  /** The way back to the list, shown above the title and when the record does not exist. */
  back: ReactNode;
  /** The widest the page gets: a detail with related lists wants more room than a form. */
  maw?: number;
  children: (record: T) => ReactNode;
}

/**
 * The frame of every record's detail and edit page (items, vehicles, customers, services, …): one
 * column, and loading, not found and failure shown alike everywhere.
 */
export function RecordPage<T>({ query, back, maw = 900, children }: RecordPageProps<T>) {
  return (
    <Stack gap="lg" maw={maw}>
      <RecordView query={query} back={back}>
        {children}
      </RecordView>
    </Stack>
  );
}
