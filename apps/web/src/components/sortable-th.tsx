import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sortDirection } from '../lib/list-search.ts';

interface SortableThProps {
  /** The server's sort column this header stands for. */
  column: string;
  /** The list's sort now, `-column` when descending. */
  sort: string;
  onSort: (column: string) => void;
  children: ReactNode;
}

const ARROWS = { ascending: '▲', descending: '▼', none: '' } as const;

/** A column header that sorts the list: a button inside the header, its state told to screen readers. */
export function SortableTh({ column, sort, onSort, children }: SortableThProps) {
  const { t } = useTranslation();
  const direction = sortDirection(sort, column);
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton
        onClick={() => onSort(column)}
        fw={700}
        fz="sm"
        title={t('list.sortBy')}
        style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
      >
        {children}
        <span aria-hidden style={{ fontSize: 10, minWidth: 10 }}>
          {ARROWS[direction]}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
