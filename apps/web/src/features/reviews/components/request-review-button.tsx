import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { LANGUAGES, type Language } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestReviewMutation } from '../api.ts';

/**
 * "Request a review" on a job or an appointment: asks first (to whom, in which language), then the
 * server e-mails the customer the review link. A refusal (no e-mail address, already answered) is
 * shown as a toast by the query client, like every failed action.
 */
export function RequestReviewButton({
  target,
  recipient,
  reviewed,
}: {
  target: { contractId: string } | { appointmentId: string };
  recipient: string | null | undefined;
  /** The customer answered already: nothing more to ask. */
  reviewed: boolean;
}) {
  const { t } = useTranslation('reviews');
  const request = useRequestReviewMutation();
  const [asking, setAsking] = useState(false);
  const [language, setLanguage] = useState<Language>(currentLanguage);
  if (reviewed) return null;
  return (
    <>
      <Button variant="default" onClick={() => setAsking(true)}>
        {t('request.button')}
      </Button>
      <ConfirmModal
        opened={asking}
        title={t('request.title')}
        confirmLabel={t('request.confirm')}
        pending={request.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          request.mutate(
            { target, language },
            {
              onSuccess: (review) => {
                setAsking(false);
                toast('success', t('request.done', { recipient: review.recipient }));
              },
            },
          )
        }
      >
        <Stack gap="sm" component="span">
          <Text component="span">{recipient ? t('request.text', { recipient }) : t('request.noEmail')}</Text>
          <SegmentedControl
            aria-label={t('request.language')}
            value={language}
            onChange={(value) => setLanguage(value as Language)}
            data={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          />
        </Stack>
      </ConfirmModal>
    </>
  );
}
