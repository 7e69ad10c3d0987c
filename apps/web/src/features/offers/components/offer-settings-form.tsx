import { Button, Group, NumberInput, Stack, Switch } from '@mantine/core';
import {
  OFFER_REMINDER_DAYS,
  OFFER_VALIDITY_DAYS,
  type OfferSettings,
  offerSettingsInputSchema,
} from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useChangeOfferSettingsMutation } from '../api.ts';

interface FormValues {
  reminders: boolean;
  reminderDays: number | string;
  validityDays: number | string;
  signatureRequired: boolean;
}

/** Days as typed: what is no number the schema refuses. */
const days = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/** The offer settings' form (owners only), checked with the API's schema. */
export default function OfferSettingsForm({ saved }: { saved: OfferSettings }) {
  const { t } = useTranslation('followUps');
  const change = useChangeOfferSettingsMutation();
  const { submit, formRef, field, form } = useSchemaForm({
    schema: offerSettingsInputSchema,
    initialValues: { ...saved } satisfies FormValues as FormValues,
    toInput: (values: FormValues) => ({
      ...values,
      reminderDays: days(values.reminderDays),
      validityDays: days(values.validityDays),
    }),
    onSubmit: (data) =>
      change.mutateAsync(data as OfferSettings, {
        onSuccess: () => toast('success', t('settings.saved')),
      }),
    pending: change.isPending,
  });
  const values = form.getValues();
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="offer-settings">
      <Stack gap="lg">
        <Group align="flex-end" gap="md">
          <Switch
            {...form.getInputProps('reminders', { type: 'checkbox' })}
            label={t('settings.reminders')}
          />
          <NumberInput
            {...field('reminderDays')}
            label={t('settings.reminderDays')}
            min={OFFER_REMINDER_DAYS.min}
            max={OFFER_REMINDER_DAYS.max}
            w={160}
            allowDecimal={false}
            disabled={!values.reminders}
          />
        </Group>
        <NumberInput
          {...field('validityDays')}
          label={t('settings.validityDays')}
          min={OFFER_VALIDITY_DAYS.min}
          max={OFFER_VALIDITY_DAYS.max}
          w={280}
          allowDecimal={false}
        />
        <Switch
          {...form.getInputProps('signatureRequired', { type: 'checkbox' })}
          label={t('settings.signatureRequired')}
          description={t('settings.signatureHint')}
        />
        <Group>
          <Button type="submit" variant="default" loading={change.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
