import { Table, Text } from '@mantine/core';
import { formatMoney, type InvoiceSummary } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDay } from '../../../lib/format-day.ts';
import { currentLanguage } from '../../../lib/language.ts';
import type { InvoiceSort } from '../api.ts';
import { InvoiceStateBadge } from './invoice-state-badge.tsx';

interface InvoicesTableProps {
  invoices: InvoiceSummary[] | undefined;
  sort: string;
  onSort: (column: InvoiceSort) => void;
}

export function InvoicesTable({ invoices, sort, onSort }: InvoicesTableProps) {
  const { t } = useTranslation('invoices');
  const language = currentLanguage();
  const sortBy = (column: string) => onSort(column as InvoiceSort);
  const money = (cents: number, invoice: InvoiceSummary) => formatMoney(cents, language, invoice.currency);
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')} aria-busy={!invoices}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="number" sort={sort} onSort={sortBy}>
              {t('fields.number')}
            </SortableTh>
            <Table.Th>{t('fields.customer')}</Table.Th>
            <SortableTh column="date" sort={sort} onSort={sortBy}>
              {t('fields.date')}
            </SortableTh>
            <SortableTh column="dueDate" sort={sort} onSort={sortBy}>
              {t('fields.dueDate')}
            </SortableTh>
            <SortableTh column="total" sort={sort} onSort={sortBy}>
              {t('fields.total')}
            </SortableTh>
            <SortableTh column="unpaid" sort={sort} onSort={sortBy}>
              {t('fields.unpaid')}
            </SortableTh>
            <Table.Th>{t('fields.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {invoices ? (
          <Table.Tbody>
            {invoices.map((invoice) => (
              <Table.Tr key={invoice._id}>
                <Table.Td>
                  <AnchorLink to="/invoices/$id" params={{ id: invoice._id }} fw={500}>
                    {t('numberLabel', { number: invoice.number })}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{invoice.customer.name}</Text>
                  {invoice.contract && (
                    <Text size="xs" c="dimmed">
                      {t('contractLabel', { number: invoice.contract.number })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDay(invoice.date, language)}</Table.Td>
                <Table.Td>{formatDay(invoice.dueDate, language)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {money(invoice.total, invoice)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {money(invoice.unpaid, invoice)}
                </Table.Td>
                <Table.Td>
                  <InvoiceStateBadge state={invoice.state} paid={invoice.paid} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={7} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
