import { Button, Group, Table, VisuallyHidden } from '@mantine/core';
import type { ContractStatus } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import type { ContractStatusSort } from '../api.ts';
import { StatusBadge } from './status-badge.tsx';

interface StatusesTableProps {
  statuses: ContractStatus[] | undefined;
  sort: string;
  onSort: (column: ContractStatusSort) => void;
  onDelete: (status: ContractStatus) => void;
}

/** The statuses as they look on jobs; the badge leads to the status's page. */
export function StatusesTable({ statuses, sort, onSort, onDelete }: StatusesTableProps) {
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
                  <AnchorLink
                    to="/my-company/custom-contract-status/$id"
                    params={{ id: status._id }}
                    underline="never"
                  >
                    <StatusBadge name={status.name} color={status.color} />
                  </AnchorLink>
                </Table.Td>
                <Table.Td ff="monospace" fz="sm">
                  {status.color}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    <ButtonLink
                      size="xs"
                      variant="default"
                      aria-label={t('editNamed', { name: status.name })}
                      to="/my-company/custom-contract-status/edit/$id"
                      params={{ id: status._id }}
                    >
                      {t('common:actions.edit')}
                    </ButtonLink>
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
