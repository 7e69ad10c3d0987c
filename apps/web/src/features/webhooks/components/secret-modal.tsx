import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SecretModalProps {
  /** The signing secret as the API answered it once; null: closed. */
  secret: string | null;
  onClose: () => void;
}

/** The signing secret, shown this once (on creation or rotation), with a copy button. */
export function SecretModal({ secret, onClose }: SecretModalProps) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal opened={secret !== null} onClose={onClose} title={t('secret.title')} size="lg">
      <Stack gap="md">
        <Alert color="yellow" variant="light">
          {t('secret.once')}
        </Alert>
        <Code block data-testid="webhook-secret">
          {secret}
        </Code>
        <Text size="sm" c="dimmed">
          {t('secret.verify')}
        </Text>
        <Group justify="flex-end">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('secret.copied') : t('secret.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
