import { ActionIcon, Table, Text } from '@mantine/core';
import { formatMoney, type Payment } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDay } from '../../../lib/format-day.ts';
import { currentLanguage } from '../../../lib/language.ts';
import type { PaymentSort } from '../api.ts';

interface PaymentsTableProps {
  payments: Payment[] | undefined;
  /** Across invoices the invoice and customer columns say whose payment it is. */
  showInvoice: boolean;
  sort?: string;
  onSort?: (column: PaymentSort) => void;
  /** A delete button per row (the invoice's payments tab). */
  onDelete?: (payment: Payment) => void;
}

export function PaymentsTable({ payments, showInvoice, sort, onSort, onDelete }: PaymentsTableProps) {
  const { t } = useTranslation('payments');
  const language = currentLanguage();
  const header = (column: PaymentSort, label: string): ReactNode =>
    sort !== undefined && onSort ? (
      <SortableTh column={column} sort={sort} onSort={(c) => onSort(c as PaymentSort)}>
        {label}
      </SortableTh>
    ) : (
      <Table.Th>{label}</Table.Th>
    );
  const columns = 4 + (showInvoice ? 2 : 0) + (onDelete ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={showInvoice ? 760 : 520}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')} aria-busy={!payments}>
        <Table.Thead>
          <Table.Tr>
            {header('date', t('fields.date'))}
            {showInvoice && <Table.Th>{t('fields.invoice')}</Table.Th>}
            {showInvoice && <Table.Th>{t('fields.customer')}</Table.Th>}
            {header('amount', t('fields.amount'))}
            <Table.Th>{t('fields.method')}</Table.Th>
            <Table.Th>{t('fields.notes')}</Table.Th>
            {onDelete && <Table.Th aria-label={t('common:actions.delete')} />}
          </Table.Tr>
        </Table.Thead>
        {payments ? (
          <Table.Tbody>
            {payments.map((payment) => (
              <Table.Tr key={payment._id}>
                <Table.Td>
                  <AnchorLink to="/payments/$id" params={{ id: payment._id }} fw={500}>
                    {formatDay(payment.date, language)}
                  </AnchorLink>
                </Table.Td>
                {showInvoice && (
                  <Table.Td>
                    <AnchorLink to="/invoices/$id" params={{ id: payment.invoice._id }}>
                      {t('invoiceLabel', { number: payment.invoice.number })}
                    </AnchorLink>
                  </Table.Td>
                )}
                {showInvoice && <Table.Td>{payment.customer.name}</Table.Td>}
                <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(payment.amount, language, payment.currency)}
                </Table.Td>
                <Table.Td>{t(`method.${payment.method}`)}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {payment.notes ?? ''}
                  </Text>
                </Table.Td>
                {onDelete && (
                  <Table.Td ta="right">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('delete.for', {
                        amount: formatMoney(payment.amount, language, payment.currency),
                        date: formatDay(payment.date, language),
                      })}
                      onClick={() => onDelete(payment)}
                    >
                      ✕
                    </ActionIcon>
                  </Table.Td>
                )}
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
