import { Badge, Table, Text, Title } from '@mantine/core';
import { type BankEntryLeft, formatMoney } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/format-day.ts';
import { currentLanguage } from '../../lib/language.ts';
import { TABULAR } from '../../lib/tabular.ts';

export const bankMoney = (cents: number, currency: string) =>
  `${currency} ${formatMoney(cents, currentLanguage())}`;

/** One booking an import recorded, as its table shows it. */
export interface RecordedRow {
  key: string;
  /** The link to the invoice it paid. */
  invoice: ReactNode;
  /** Whose invoice: the customer, or the company billed. */
  name: string;
  bookingDate: string;
  amount: number;
  currency: string;
}

/** What an import recorded: invoice, whose, when, how much. */
export function RecordedTable({ rows, nameLabel }: { rows: RecordedRow[]; nameLabel: string }) {
  const { t } = useTranslation('bank-import');
  const language = currentLanguage();
  return (
    <>
      <Title order={3} size="h5">
        {rows.length > 0 ? t('recorded', { count: rows.length }) : t('noneRecorded')}
      </Title>
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('recorded', { count: rows.length })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.invoice')}</Table.Th>
                <Table.Th>{nameLabel}</Table.Th>
                <Table.Th>{t('columns.date')}</Table.Th>
                <Table.Th>{t('columns.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>{row.invoice}</Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{formatDay(row.bookingDate, language)}</Table.Td>
                  <Table.Td style={TABULAR}>{bankMoney(row.amount, row.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}

interface LeftTableProps {
  rows: BankEntryLeft[];
  /** The link to the invoice a booking's reference names. */
  invoiceLink: (invoice: NonNullable<BankEntryLeft['invoice']>) => ReactNode;
  /** What a person may do with a booking here (the company's "record as partial payment"). */
  action?: (row: BankEntryLeft) => ReactNode;
}

/** Every booking an import left, with the reason, for a person to decide. */
export function LeftTable({ rows, invoiceLink, action }: LeftTableProps) {
  const { t } = useTranslation('bank-import');
  if (rows.length === 0) return null;
  return (
    <>
      <Title order={3} size="h5">
        {t('left', { count: rows.length })}
      </Title>
      <Table.ScrollContainer minWidth={760}>
        <Table aria-label={t('left', { count: rows.length })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.entry')}</Table.Th>
              <Table.Th>{t('columns.date')}</Table.Th>
              <Table.Th>{t('columns.amount')}</Table.Th>
              <Table.Th>{t('columns.payer')}</Table.Th>
              <Table.Th>{t('columns.reference')}</Table.Th>
              <Table.Th>{t('columns.reason')}</Table.Th>
              {action && <Table.Th>{t('columns.action')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              // A booking's bank reference is its own; without one, its place and contents.
              <LeftRow
                key={row.bankReference ?? `${row.entry}/${row.reference}/${row.amount}/${row.direction}`}
                row={row}
                invoiceLink={invoiceLink}
                action={action}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

function LeftRow({ row, invoiceLink, action }: { row: BankEntryLeft } & Omit<LeftTableProps, 'rows'>) {
  const { t } = useTranslation('bank-import');
  const language = currentLanguage();
  const open = row.invoice ? bankMoney(row.invoice.unpaid, row.invoice.currency) : '';
  return (
    <Table.Tr>
      <Table.Td style={TABULAR}>{row.entry}</Table.Td>
      <Table.Td>{row.bookingDate ? formatDay(row.bookingDate, language) : ''}</Table.Td>
      <Table.Td style={TABULAR}>
        {row.direction === 'DBIT' ? '−' : ''}
        {bankMoney(row.amount, row.currency)}
      </Table.Td>
      <Table.Td>{row.debtorName ?? ''}</Table.Td>
      <Table.Td>
        <Text size="xs" ff="monospace">
          {row.reference ?? ''}
        </Text>
        {row.invoice && invoiceLink(row.invoice)}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={row.reason === 'alreadyImported' ? 'gray' : 'orange'} tt="none">
          {t(`reason.${row.reason}`, { open })}
        </Badge>
      </Table.Td>
      {action && <Table.Td>{action(row)}</Table.Td>}
    </Table.Tr>
  );
}
