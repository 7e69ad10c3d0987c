import { Stack, Table } from '@mantine/core';
import { formatMoney, formatQuantity, type PlatformInvoice } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '../../../components/details-list.tsx';
import { formatDay } from '../../../lib/format-day.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { StatusBadge } from './status-badge.tsx';

/** An invoice as it stands: its facts, lines and totals, and how it was settled. */
export function InvoiceFacts({
  invoice,
  withLines = true,
}: {
  invoice: PlatformInvoice;
  withLines?: boolean;
}) {
  const { t } = useTranslation('maxer-invoices');
  const language = currentLanguage();
  const money = (cents: number) => formatMoney(cents, language, 'CHF');
  return (
    <Stack>
      <DetailsList
        rows={[
          [t('fields.status'), <StatusBadge key="status" invoice={invoice} />],
          [t('fields.company'), invoice.company.name],
          [t('fields.period'), invoice.period ?? ''],
          [t('fields.date'), formatDay(invoice.date, language)],
          [t('fields.dueDate'), formatDay(invoice.dueDate, language)],
          [t('fields.gross'), money(invoice.totalCents)],
          [t('fields.iban'), invoice.paymentIban],
          [t('fields.reference'), invoice.paymentReference],
          ...(invoice.paid
            ? [
                [
                  t('fields.paid'),
                  t('admin.paidBy', {
                    date: formatDay(invoice.paid.on, language),
                    method: t(`admin.methods.${invoice.paid.method}`),
                    by: invoice.paid.by ?? '',
                  }),
                ] as const,
              ]
            : []),
          ...(invoice.canceled
            ? [
                [
                  t('fields.canceled'),
                  t('admin.canceledBy', {
                    date: formatDay(invoice.canceled.at.slice(0, 10), language),
                    reason: invoice.canceled.reason,
                    by: invoice.canceled.by ?? '',
                  }),
                ] as const,
              ]
            : []),
        ]}
      />
      {withLines && (
        <Table aria-label={t('admin.lines.title')}>
          <Table.Tbody>
            {invoice.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is fixed here
              <Table.Tr key={index}>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td ta="right">
                  {formatQuantity(line.quantity, language)} × {money(line.unitPriceCents)}
                </Table.Td>
                <Table.Td ta="right">{money(line.amountCents)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td colSpan={2}>{t('fields.net')}</Table.Td>
              <Table.Td ta="right">{money(invoice.netCents)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td colSpan={2}>
                {t('fields.vat', { rate: formatQuantity(invoice.vatRate, language) })}
              </Table.Td>
              <Table.Td ta="right">{money(invoice.vatCents)}</Table.Td>
            </Table.Tr>
            <Table.Tr fw={700}>
              <Table.Td colSpan={2}>{t('fields.gross')}</Table.Td>
              <Table.Td ta="right">{money(invoice.totalCents)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
