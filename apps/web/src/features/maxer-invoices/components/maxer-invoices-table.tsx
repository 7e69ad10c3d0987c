import { Table } from '@mantine/core';
import { formatMoney, type PlatformInvoice } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDay } from '../../../lib/format-day.ts';
import { currentLanguage } from '../../../lib/language.ts';
import type { MaxerInvoiceSort } from '../api.ts';
import { StatusBadge } from './status-badge.tsx';

interface MaxerInvoicesTableProps {
  invoices: PlatformInvoice[] | undefined;
  sort: string;
  onSort: (column: MaxerInvoiceSort) => void;
  /** The admin's list names the company; the company's own does not. */
  withCompany: boolean;
  action: (invoice: PlatformInvoice) => ReactNode;
}

/** Number, company, period, dates, amount and status of each invoice. */
export function MaxerInvoicesTable({ invoices, sort, onSort, withCompany, action }: MaxerInvoicesTableProps) {
  const { t } = useTranslation('maxer-invoices');
  const language = currentLanguage();
  const sortBy = (column: string) => onSort(column as MaxerInvoiceSort);
  const columns = withCompany ? 8 : 7;
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('nav')} aria-busy={!invoices}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="number" sort={sort} onSort={sortBy}>
              {t('fields.number')}
            </SortableTh>
            {withCompany && (
              <SortableTh column="company" sort={sort} onSort={sortBy}>
                {t('fields.company')}
              </SortableTh>
            )}
            <Table.Th>{t('fields.period')}</Table.Th>
            <SortableTh column="date" sort={sort} onSort={sortBy}>
              {t('fields.date')}
            </SortableTh>
            <SortableTh column="dueDate" sort={sort} onSort={sortBy}>
              {t('fields.dueDate')}
            </SortableTh>
            <SortableTh column="totalCents" sort={sort} onSort={sortBy}>
              {t('fields.total')}
            </SortableTh>
            <Table.Th>{t('fields.status')}</Table.Th>
            <Table.Th>{t('fields.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {invoices ? (
          <Table.Tbody>
            {invoices.map((invoice) => (
              <Table.Tr key={invoice._id}>
                <Table.Td fw={500}>{invoice.number}</Table.Td>
                {withCompany && <Table.Td>{invoice.company.name}</Table.Td>}
                <Table.Td>{invoice.period ?? '–'}</Table.Td>
                <Table.Td>{formatDay(invoice.date, language)}</Table.Td>
                <Table.Td>{formatDay(invoice.dueDate, language)}</Table.Td>
                <Table.Td>{formatMoney(invoice.totalCents, language, 'CHF')}</Table.Td>
                <Table.Td>
                  <StatusBadge invoice={invoice} />
                </Table.Td>
                <Table.Td>{action(invoice)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={columns} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
