import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportBankStatementMutation } from '../api.ts';
import { BankImportResult } from './bank-import-result.tsx';

/** "Import bank statement" on the payments page: the button and its dialog. */
export function BankImportButton() {
  const { t } = useTranslation('bank-import');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t('button')}
      </Button>
      <BankImportDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/**
 * Choose the bank's camt file, upload it, then see what was recorded and what is left to decide.
 * A refused file (not camt, damaged, too large) shows the server's reason; nothing was written then.
 */
export function BankImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('bank-import');
  const importing = useImportBankStatementMutation();
  const [file, setFile] = useState<File | null>(null);
  const again = () => {
    importing.reset();
    setFile(null);
  };
  const close = () => {
    again();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('title')} size="xl">
      {importing.data ? (
        <Stack gap="md">
          <BankImportResult result={importing.data} />
          <Group justify="flex-end">
            <Button variant="default" onClick={again}>
              {t('another')}
            </Button>
            <Button onClick={close}>{t('close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('intro')}</Text>
          <FileInput
            label={t('file')}
            placeholder={t('filePlaceholder')}
            accept=".xml,application/xml,text/xml"
            value={file}
            onChange={(chosen) => {
              importing.reset();
              setFile(chosen);
            }}
            clearable
            disabled={importing.isPending}
          />
          {importing.isPending && (
            <Stack gap={4}>
              <Progress value={100} animated striped aria-label={t('uploading')} />
              <Text size="sm" c="dimmed">
                {t('uploading')}
              </Text>
            </Stack>
          )}
          {importing.error && (
            <Alert color="red" role="alert">
              {importing.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              onClick={() => file && importing.mutate(file)}
              disabled={!file}
              loading={importing.isPending}
            >
              {t('start')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
