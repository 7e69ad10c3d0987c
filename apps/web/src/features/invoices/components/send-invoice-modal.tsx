import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { Language } from '@maxer/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useMailTemplatesQuery } from '../../mail-templates/index.ts';
import { useSendInvoiceMutation } from '../api.ts';

interface SendInvoiceModalProps {
  invoiceId: string;
  defaultRecipient: string | null;
  onClose: () => void;
}

/** Recipient (the customer's e-mail unless changed), language and mail template; the PDF goes along. */
export function SendInvoiceModal({ invoiceId, defaultRecipient, onClose }: SendInvoiceModalProps) {
  const { t } = useTranslation('invoices');
  const send = useSendInvoiceMutation(invoiceId);
  const templates = useMailTemplatesQuery({ pageSize: 100 });
  const [recipient, setRecipient] = useState(defaultRecipient ?? '');
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const [mailTemplateId, setMailTemplateId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setError(null);
    setFieldErrors({});
    send.mutate(
      { recipient: recipient.trim() || null, language, mailTemplateId },
      {
        onSuccess: () => {
          toast('success', t('send.done'));
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) {
            setFieldErrors(
              Object.fromEntries(Object.entries(failure.fields).map(([k, v]) => [k, v.message])),
            );
          } else setError(failure.message);
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('send.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('send.recipient')}
            type="email"
            value={recipient}
            onChange={(event) => setRecipient(event.currentTarget.value)}
            error={fieldErrors.recipient}
            data-autofocus
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="invoice-mail-language">
              {t('send.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="invoice-mail-language"
              value={language}
              onChange={(value) => setLanguage(value === 'en' ? 'en' : 'de')}
              data={[
                { value: 'de', label: t('send.languages.de') },
                { value: 'en', label: t('send.languages.en') },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
          </Stack>
          <Select
            label={t('send.template')}
            placeholder={t('send.builtIn')}
            clearable
            value={mailTemplateId}
            onChange={setMailTemplateId}
            data={(templates.data?.items ?? []).map((template) => ({
              value: template._id,
              label: template.title,
            }))}
            error={fieldErrors.mailTemplateId}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('send.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
