import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { CreatedApiKey } from '@maxer/domain';
import { useTranslation } from 'react-i18next';

interface ApiKeySecretModalProps {
  /** The key just created; null once closed (its token is then gone from the page for good). */
  created: CreatedApiKey | null;
  onClose: () => void;
}

/** The one time a key's token is shown: copy it now, it is stored only as a hash. */
export function ApiKeySecretModal({ created, onClose }: ApiKeySecretModalProps) {
  const { t } = useTranslation('apiKeys');
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t('secret.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      size="lg"
      centered
    >
      {created && (
        <Stack gap="md">
          <Alert color="yellow" variant="light" role="alert">
            {t('secret.warning')}
          </Alert>
          <Text>{t('secret.text', { name: created.name })}</Text>
          <Code block data-testid="api-key-token" style={{ wordBreak: 'break-all' }}>
            {created.token}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={created.token}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'filled'}
                  color={copied ? 'green' : undefined}
                  onClick={copy}
                >
                  {copied ? t('secret.copied') : t('secret.copy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              {t('secret.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
