import { Button, Group, Table, VisuallyHidden } from '@mantine/core';
import type { ContractStatus } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import type { ContractStatusSort } from '../api.ts';
import { StatusBadge } from './status-badge.tsx';

interface StatusesTableProps {
  statuses: ContractStatus[] | undefined;
  sort: string;
  onSort: (column: ContractStatusSort) => void;
  onEdit: (status: ContractStatus) => void;
  onDelete: (status: ContractStatus) => void;
}

export function StatusesTable({ statuses, sort, onSort, onEdit, onDelete }: StatusesTableProps) {
  const { t } = useTranslation('statuses');
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" aria-label={t('title')} aria-busy={!statuses}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" sort={sort} onSort={(column) => onSort(column as ContractStatusSort)}>
              {t('fields.name')}
            </SortableTh>
            <Table.Th>{t('fields.color')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {statuses ? (
          <Table.Tbody>
            {statuses.map((status) => (
              <Table.Tr key={status._id}>
                <Table.Td>
                  <StatusBadge name={status.name} color={status.color} />
                </Table.Td>
                <Table.Td ff="monospace" fz="sm">
                  {status.color}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('editNamed', { name: status.name })}
                      onClick={() => onEdit(status)}
                    >
                      {t('common:actions.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={t('deleteNamed', { name: status.name })}
                      onClick={() => onDelete(status)}
                    >
                      {t('common:actions.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={3} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
