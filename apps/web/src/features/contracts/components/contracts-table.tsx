import { Badge, Group, Table } from '@mantine/core';
import type { ContractSummary } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { contractGross } from '../../../lib/contract-gross.ts';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import type { ContractSort } from '../api.ts';
import { citiesLine } from '../cities.ts';
import { ContractStatusBadge } from './contract-status-badge.tsx';

interface ContractsTableProps {
  contracts: ContractSummary[] | undefined;
  sort: string;
  onSort: (column: ContractSort) => void;
  label: string;
  /** The archive's rows lead to the archived job's view (ADR 051), the others to the job page. */
  archived?: boolean;
}

export function ContractsTable({ contracts, sort, onSort, label, archived = false }: ContractsTableProps) {
  const { t } = useTranslation('contracts');
  const { t: ti } = useTranslation('inquiry');
  const language = currentLanguage();
  const sortBy = (column: string) => onSort(column as ContractSort);
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label} aria-busy={!contracts}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="number" sort={sort} onSort={sortBy}>
              {t('fields.number')}
            </SortableTh>
            <Table.Th>{t('fields.customer')}</Table.Th>
            <Table.Th>{t('fields.status')}</Table.Th>
            <SortableTh column="relocationStartAt" sort={sort} onSort={sortBy}>
              {t('fields.moveDate')}
            </SortableTh>
            <Table.Th>{t('fields.cities')}</Table.Th>
            <SortableTh column="grossHigh" sort={sort} onSort={sortBy}>
              {t('fields.gross')}
            </SortableTh>
          </Table.Tr>
        </Table.Thead>
        {contracts ? (
          <Table.Tbody>
            {contracts.map((contract) => (
              <Table.Tr key={contract._id}>
                <Table.Td>
                  {archived ? (
                    <AnchorLink to="/archive/view" search={{ id: contract._id }} fw={500}>
                      {t('numberLabel', { number: contract.number })}
                    </AnchorLink>
                  ) : (
                    <AnchorLink to="/contracts/$id" params={{ id: contract._id }} fw={500}>
                      {t('numberLabel', { number: contract.number })}
                    </AnchorLink>
                  )}
                </Table.Td>
                <Table.Td>{contract.customer.name}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <ContractStatusBadge status={contract.status} customStatus={contract.customStatus} />
                    {contract.origin === 'WEB_FORM' && (
                      <Badge variant="outline" color="grape" size="sm">
                        {ti('origin.WEB_FORM')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td c={contract.overdue ? 'red' : undefined}>
                  {contract.relocationStartAt ? formatDate(contract.relocationStartAt, language) : '—'}
                </Table.Td>
                <Table.Td>{citiesLine(contract.moveOutCity, contract.moveInCity)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {contractGross(contract.grossLow, contract.grossHigh, contract.currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={6} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
