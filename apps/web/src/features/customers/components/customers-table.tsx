import { Table } from '@mantine/core';
import { type Customer, customerDisplayName } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import type { CustomerSort } from '../api.ts';

interface CustomersTableProps {
  /** Undefined while the first page loads. */
  customers: Customer[] | undefined;
  sort: string;
  onSort: (column: CustomerSort) => void;
}

const COLUMNS = 5;

export function CustomersTable({ customers, sort, onSort }: CustomersTableProps) {
  const { t } = useTranslation('customers');
  const sortBy = (column: string) => onSort(column as CustomerSort);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')} aria-busy={!customers}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="number" sort={sort} onSort={sortBy}>
              {t('columns.number')}
            </SortableTh>
            <SortableTh column="lastName" sort={sort} onSort={sortBy}>
              {t('columns.name')}
            </SortableTh>
            <SortableTh column="city" sort={sort} onSort={sortBy}>
              {t('columns.city')}
            </SortableTh>
            <Table.Th>{t('columns.email')}</Table.Th>
            <Table.Th>{t('columns.phone')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {customers ? (
          <Table.Tbody>
            {customers.map((customer) => (
              <Table.Tr key={customer._id}>
                <Table.Td ff="monospace">{customer.number}</Table.Td>
                <Table.Td>
                  <AnchorLink to="/customers/$id" params={{ id: customer._id }} fw={500}>
                    {customerDisplayName(customer)}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{[customer.zipCode, customer.city].filter(Boolean).join(' ')}</Table.Td>
                <Table.Td>{customer.email}</Table.Td>
                <Table.Td>{customer.phone}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={COLUMNS} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
