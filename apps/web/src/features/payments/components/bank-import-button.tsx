import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BankImportDialog } from '../../../components/bank-import/bank-import-dialog.tsx';
import { useImportBankStatementMutation } from '../api.ts';
import { BankImportResult } from './bank-import-result.tsx';

/** "Import bank statement" on the payments page: the button and its dialog. */
export function BankImportButton() {
  const { t } = useTranslation('bank-import');
  const [opened, setOpened] = useState(false);
  const upload = useImportBankStatementMutation();
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t('button')}
      </Button>
      <BankImportDialog
        opened={opened}
        onClose={() => setOpened(false)}
        intro={t('intro')}
        upload={upload}
        result={(result) => <BankImportResult result={result} />}
      />
    </>
  );
}
