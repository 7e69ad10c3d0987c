import { Table, Text } from '@mantine/core';
import { formatMoney, formatQuantity, type Invoice } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { TABULAR } from '../../../lib/tabular.ts';

/** The invoice's lines as saved, each with the amount the server computed (none for text lines). */
export function InvoiceLinesTable({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const language = currentLanguage();
  const money = (cents: number) => formatMoney(cents, language, invoice.currency);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label={t('sections.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lines.description')}</Table.Th>
            <Table.Th ta="right">{t('lines.quantity')}</Table.Th>
            <Table.Th ta="right">{t('lines.unitPrice')}</Table.Th>
            <Table.Th ta="right">{t('lines.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line, index) => {
            const amount = invoice.lineAmounts.find((entry) => entry.index === index);
            const counted = line.type === 'item' || line.type === 'product';
            const label =
              line.type === 'text'
                ? line.text
                : line.type === 'discount'
                  ? `${line.description ?? t('lines.discount')}${line.percent != null ? ` (${formatQuantity(line.percent, language)} %)` : ''}`
                  : line.description;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are identified by their place
              <Table.Tr key={index}>
                <Table.Td fw={line.type === 'subtotal' ? 600 : undefined}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {label || (line.type === 'subtotal' ? t('lines.subtotal') : '')}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{counted ? formatQuantity(line.quantity, language) : ''}</Table.Td>
                <Table.Td ta="right" style={TABULAR}>
                  {counted ? money(line.unitPrice) : ''}
                </Table.Td>
                <Table.Td ta="right" style={TABULAR} fw={line.type === 'subtotal' ? 600 : undefined}>
                  {line.type === 'subtotal' && amount
                    ? money(amount.runningTotal)
                    : amount?.amount != null
                      ? money(amount.amount)
                      : ''}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
