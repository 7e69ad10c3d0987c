import { Button } from '@mantine/core';
import type { Offer } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useResendOfferMutation } from '../api.ts';

/**
 * "Send with new validity" of an expired offer (ADR 057): one click, a new offer to the same recipient
 * valid for the company's days; the lists refresh and the old one shows as replaced.
 */
export function ResendOfferButton({ offer }: { offer: Pick<Offer, '_id' | 'contractNumber'> }) {
  const { t } = useTranslation('followUps');
  const resend = useResendOfferMutation();
  const language = currentLanguage();
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={resend.isPending}
      aria-label={t('resendLabel', { number: offer.contractNumber })}
      onClick={() =>
        resend.mutate(offer._id, {
          onSuccess: (sent) =>
            toast(
              'success',
              t('resent', {
                number: sent.contractNumber,
                date: formatDate(sent.validUntil, language, 'UTC'),
              }),
            ),
        })
      }
    >
      {t('resend')}
    </Button>
  );
}
