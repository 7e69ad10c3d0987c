import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { API_KEY_SCOPES, type ApiKeyScope, apiKeyInputSchema, type CreatedApiKey } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/swiss-date-input.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateApiKeyMutation } from '../api.ts';

interface CreateApiKeyFormValues {
  name: string;
  scope: ApiKeyScope;
  expiresOn: string;
}

const EMPTY: CreateApiKeyFormValues = { name: '', scope: 'read', expiresOn: '' };

interface CreateApiKeyModalProps {
  opened: boolean;
  onClose: () => void;
  /** The new key with its token: shown once by the page. */
  onCreated: (key: CreatedApiKey) => void;
}

/** Name, scope (read-only by default: the safer choice) and an optional last day. */
export function CreateApiKeyModal({ opened, onClose, onCreated }: CreateApiKeyModalProps) {
  const { t } = useTranslation('apiKeys');
  const create = useCreateApiKeyMutation();
  const { form, submit, formRef, field } = useSchemaForm({
    schema: apiKeyInputSchema,
    initialValues: EMPTY,
    // An empty date field is no expiry.
    toInput: (values) => ({ ...values, expiresOn: values.expiresOn || null }),
    pending: create.isPending,
    onSubmit: async (values) => {
      const key = await create.mutateAsync(values);
      form.reset();
      onCreated(key);
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const expires = field('expiresOn');

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('create.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      centered
    >
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t('create.title')}>
        <Stack gap="md">
          <TextInput
            {...field('name')}
            label={t('fields.name')}
            description={t('create.nameHint')}
            autoComplete="off"
            required
            data-autofocus
          />
          <Radio.Group {...field('scope')} label={t('fields.scope')} required>
            <Stack gap="xs" mt="xs">
              {API_KEY_SCOPES.map((scope) => (
                <Radio
                  key={scope}
                  value={scope}
                  label={t(`scopes.${scope}`)}
                  description={t(`scopeHints.${scope}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <DateField
            label={t('fields.expiresOn')}
            description={t('create.expiresHint')}
            name={expires.name}
            value={expires.value}
            onChange={(value) => form.setFieldValue('expiresOn', value)}
            error={expires.error}
            clearable
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
