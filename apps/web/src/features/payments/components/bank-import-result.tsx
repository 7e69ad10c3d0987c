import { Alert, Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { type BankEntryLeft, type BankStatementImport, formatMoney } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDay } from '../../../lib/format-day.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { TABULAR } from '../../../lib/tabular.ts';
import { useRecordBankEntryMutation } from '../api.ts';

const money = (cents: number, currency: string) => `${currency} ${formatMoney(cents, currentLanguage())}`;

/** What an import did: the payments it recorded, and each booking it left with the reason. */
export function BankImportResult({ result }: { result: BankStatementImport }) {
  const { t } = useTranslation('bank-import');
  const language = currentLanguage();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('summary', { entries: result.entries, message: result.message })}
      </Text>
      <Title order={3} size="h5">
        {result.recorded.length > 0 ? t('recorded', { count: result.recorded.length }) : t('noneRecorded')}
      </Title>
      {result.recorded.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('recorded', { count: result.recorded.length })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.invoice')}</Table.Th>
                <Table.Th>{t('columns.customer')}</Table.Th>
                <Table.Th>{t('columns.date')}</Table.Th>
                <Table.Th>{t('columns.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.recorded.map((row) => (
                <Table.Tr key={row.paymentId}>
                  <Table.Td>
                    <AnchorLink to="/invoices/$id" params={{ id: row.invoice._id }}>
                      {t('invoiceLabel', { number: row.invoice.number })}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>{row.customerName}</Table.Td>
                  <Table.Td>{formatDay(row.bookingDate, language)}</Table.Td>
                  <Table.Td style={TABULAR}>{money(row.amount, row.invoice.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {result.left.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('left', { count: result.left.length })}
          </Title>
          <Table.ScrollContainer minWidth={760}>
            <Table aria-label={t('left', { count: result.left.length })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.entry')}</Table.Th>
                  <Table.Th>{t('columns.date')}</Table.Th>
                  <Table.Th>{t('columns.amount')}</Table.Th>
                  <Table.Th>{t('columns.payer')}</Table.Th>
                  <Table.Th>{t('columns.reference')}</Table.Th>
                  <Table.Th>{t('columns.reason')}</Table.Th>
                  <Table.Th>{t('columns.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.left.map((row) => (
                  // A booking's bank reference is its own; without one, its place and contents.
                  <LeftRow
                    key={row.bankReference ?? `${row.entry}/${row.reference}/${row.amount}/${row.direction}`}
                    row={row}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

function LeftRow({ row }: { row: BankEntryLeft }) {
  const { t } = useTranslation('bank-import');
  const language = currentLanguage();
  const open = row.invoice ? money(row.invoice.unpaid, row.invoice.currency) : '';
  return (
    <Table.Tr>
      <Table.Td style={TABULAR}>{row.entry}</Table.Td>
      <Table.Td>{row.bookingDate ? formatDay(row.bookingDate, language) : ''}</Table.Td>
      <Table.Td style={TABULAR}>
        {row.direction === 'DBIT' ? '−' : ''}
        {money(row.amount, row.currency)}
      </Table.Td>
      <Table.Td>{row.debtorName ?? ''}</Table.Td>
      <Table.Td>
        <Text size="xs" ff="monospace">
          {row.reference ?? ''}
        </Text>
        {row.invoice && (
          <AnchorLink to="/invoices/$id" params={{ id: row.invoice._id }} size="sm">
            {t('invoiceLabel', { number: row.invoice.number })}
          </AnchorLink>
        )}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={row.reason === 'alreadyImported' ? 'gray' : 'orange'} tt="none">
          {t(`reason.${row.reason}`, { open })}
        </Badge>
      </Table.Td>
      <Table.Td>{row.reason === 'partial' && <RecordPartial row={row} />}</Table.Td>
    </Table.Tr>
  );
}

/** The person's decision on a partial payment: record it, with the booking's bank reference. */
function RecordPartial({ row }: { row: BankEntryLeft }) {
  const { t } = useTranslation('bank-import');
  const recording = useRecordBankEntryMutation();
  const [done, setDone] = useState(false);
  if (done) return <Text size="sm">{t('partialRecorded')}</Text>;
  if (!row.invoice || !row.bookingDate || !row.bankReference) return null;
  const body = {
    invoiceId: row.invoice._id,
    amount: row.amount,
    date: row.bookingDate,
    bankReference: row.bankReference,
  };
  return (
    <Stack gap={4}>
      <Button
        size="xs"
        variant="light"
        loading={recording.isPending}
        onClick={() => recording.mutate(body, { onSuccess: () => setDone(true) })}
      >
        {t('recordPartial')}
      </Button>
      {recording.error && (
        <Alert color="red" role="alert" p="xs">
          {recording.error.message}
        </Alert>
      )}
    </Stack>
  );
}
