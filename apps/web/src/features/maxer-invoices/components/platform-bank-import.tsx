import { Button, Stack, Text } from '@mantine/core';
import type { PlatformBankStatementImport } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BankImportDialog } from '../../../components/bank-import/bank-import-dialog.tsx';
import { LeftTable, RecordedTable } from '../../../components/bank-import/bank-import-tables.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { useImportPlatformBankStatementMutation } from '../api.ts';

/** "Import bank statement" on the platform's invoices: the platform's account, its invoices paid. */
export function PlatformBankImportButton() {
  const { t } = useTranslation('bank-import');
  const [opened, setOpened] = useState(false);
  const upload = useImportPlatformBankStatementMutation();
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('button')}
      </Button>
      <BankImportDialog
        opened={opened}
        onClose={() => setOpened(false)}
        intro={t('platformIntro')}
        upload={upload}
        result={(result) => <PlatformBankImportResult result={result} />}
      />
    </>
  );
}

function PlatformBankImportResult({ result }: { result: PlatformBankStatementImport }) {
  const { t } = useTranslation('bank-import');
  const invoiceLink = (invoice: { _id: string; number: number }) => (
    <AnchorLink to="/admin/maxer-invoices/edit/$id" params={{ id: invoice._id }} size="sm">
      {t('invoiceLabel', { number: invoice.number })}
    </AnchorLink>
  );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('summary', { entries: result.entries, message: result.message })}
      </Text>
      <RecordedTable
        nameLabel={t('columns.company')}
        rows={result.recorded.map((row) => ({
          key: row.bankReference,
          invoice: invoiceLink(row.invoice),
          name: row.companyName,
          bookingDate: row.bookingDate,
          amount: row.amount,
          currency: 'CHF',
        }))}
      />
      <LeftTable rows={result.left} invoiceLink={invoiceLink} />
    </Stack>
  );
}
