import { Skeleton, Table } from '@mantine/core';

interface TableSkeletonProps {
  columns: number;
  rows?: number;
}

/** Rows of grey bars where the list will be: the page keeps its shape while it loads. */
export function TableSkeleton({ columns, rows = 5 }: TableSkeletonProps) {
  return (
    <Table.Tbody data-testid="table-skeleton" aria-hidden>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to tell them apart
        <Table.Tr key={row}>
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have nothing else to tell them apart
            <Table.Td key={column}>
              <Skeleton height={14} radius="sm" width={column === 0 ? '50%' : '80%'} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}
