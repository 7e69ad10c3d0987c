import { Alert, Button, Stack, Text } from '@mantine/core';
import type { BankEntryLeft, BankStatementImport } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeftTable, RecordedTable } from '../../../components/bank-import/bank-import-tables.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { useRecordBankEntryMutation } from '../api.ts';

/** What an import did for the company: the payments it recorded, and each booking it left with the reason. */
export function BankImportResult({ result }: { result: BankStatementImport }) {
  const { t } = useTranslation('bank-import');
  const invoiceLink = (invoice: { _id: string; number: number }) => (
    <AnchorLink to="/invoices/$id" params={{ id: invoice._id }} size="sm">
      {t('invoiceLabel', { number: invoice.number })}
    </AnchorLink>
  );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('summary', { entries: result.entries, message: result.message })}
      </Text>
      <RecordedTable
        nameLabel={t('columns.customer')}
        rows={result.recorded.map((row) => ({
          key: row.paymentId,
          invoice: invoiceLink(row.invoice),
          name: row.customerName,
          bookingDate: row.bookingDate,
          amount: row.amount,
          currency: row.invoice.currency,
        }))}
      />
      <LeftTable
        rows={result.left}
        invoiceLink={invoiceLink}
        action={(row) => (row.reason === 'partial' ? <RecordPartial row={row} /> : null)}
      />
    </Stack>
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
