import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The upload as a mutation gives it: the file goes in, the import's answer comes back. */
export interface BankImportUpload<R> {
  mutate: (file: File) => void;
  reset: () => void;
  data: R | undefined;
  error: Error | null;
  isPending: boolean;
}

interface BankImportDialogProps<R> {
  opened: boolean;
  onClose: () => void;
  /** What this import does with the bookings (the company's invoices, the platform's). */
  intro: string;
  upload: BankImportUpload<R>;
  /** What the import did: recorded and left bookings. */
  result: (result: R) => ReactNode;
}

/**
 * Choose the bank's camt file, upload it, then see what was recorded and what is left to decide (the
 * company's payments page and the platform's invoices use it alike). A refused file (not camt,
 * damaged, too large) shows the server's reason; nothing was written then.
 */
export function BankImportDialog<R>({ opened, onClose, intro, upload, result }: BankImportDialogProps<R>) {
  const { t } = useTranslation('bank-import');
  const [file, setFile] = useState<File | null>(null);
  const again = () => {
    upload.reset();
    setFile(null);
  };
  const close = () => {
    again();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('title')} size="xl">
      {upload.data ? (
        <Stack gap="md">
          {result(upload.data)}
          <Group justify="flex-end">
            <Button variant="default" onClick={again}>
              {t('another')}
            </Button>
            <Button onClick={close}>{t('close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          <FileInput
            label={t('file')}
            placeholder={t('filePlaceholder')}
            accept=".xml,application/xml,text/xml"
            value={file}
            onChange={(chosen) => {
              upload.reset();
              setFile(chosen);
            }}
            clearable
            disabled={upload.isPending}
          />
          {upload.isPending && (
            <Stack gap={4}>
              <Progress value={100} animated striped aria-label={t('uploading')} />
              <Text size="sm" c="dimmed">
                {t('uploading')}
              </Text>
            </Stack>
          )}
          {upload.error && (
            <Alert color="red" role="alert">
              {upload.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={() => file && upload.mutate(file)} disabled={!file} loading={upload.isPending}>
              {t('start')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
