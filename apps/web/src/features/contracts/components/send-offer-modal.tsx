import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { Language } from '@maxer/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/swiss-date-input.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { OfferTemplatePicker } from '../../mail-templates/index.ts';
import { useSendOfferMutation } from '../api.ts';

interface SendOfferModalProps {
  contractId: string;
  defaultRecipient: string | null;
  opened: boolean;
  onClose: () => void;
}

/** Fourteen days from today, as the date input writes it. */
function inTwoWeeks(): string {
  const date = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

/**
 * Recipient (the customer's e-mail unless changed), language, last day and mail template (with its
 * preview); the server's refusal shown.
 */
export function SendOfferModal({ contractId, defaultRecipient, opened, onClose }: SendOfferModalProps) {
  const { t } = useTranslation('contracts');
  const send = useSendOfferMutation(contractId);
  const [recipient, setRecipient] = useState(defaultRecipient ?? '');
  const [language, setLanguage] = useState<Language>('de');
  const [validUntil, setValidUntil] = useState(inTwoWeeks);
  const [mailTemplateId, setMailTemplateId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    send.mutate(
      {
        recipient: recipient.trim() || null,
        language,
        validUntil,
        ...(mailTemplateId ? { mailTemplateId } : {}),
      },
      {
        onSuccess: () => {
          toast('success', t('offer.sent'));
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
    <Modal opened={opened} onClose={onClose} title={t('offer.title')} centered size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('offer.recipient')}
            type="email"
            value={recipient}
            onChange={(event) => setRecipient(event.currentTarget.value)}
            error={fieldErrors.recipient}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="offer-language">
              {t('offer.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="offer-language"
              value={language}
              onChange={(value) => setLanguage(value === 'en' ? 'en' : 'de')}
              data={[
                { value: 'de', label: t('offer.languages.de') },
                { value: 'en', label: t('offer.languages.en') },
              ]}
            />
          </Stack>
          <DateField
            label={t('offer.validUntil')}
            value={validUntil}
            onChange={(value) => setValidUntil(value)}
            error={fieldErrors.validUntil}
          />
          <OfferTemplatePicker
            contractId={contractId}
            language={language}
            validUntil={validUntil}
            value={mailTemplateId}
            onChange={setMailTemplateId}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('offer.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
