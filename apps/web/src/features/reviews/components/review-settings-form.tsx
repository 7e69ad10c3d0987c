import { Button, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  REVIEW_AUTO_REQUEST_DAYS,
  REVIEW_FUNNEL_HIGH,
  REVIEW_FUNNEL_LOW,
  type ReviewSettings,
  reviewSettingsInputSchema,
} from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useChangeReviewSettingsMutation } from '../api.ts';

interface FormValues {
  reminders: boolean;
  reminderDays: number | string;
  publicReviewUrl: string;
  autoRequests: boolean;
  autoRequestDays: number | string;
}

/** Days as typed: what is no number the schema refuses. */
const days = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/** The review settings' form, loaded with the section (owners only): checked with the API's schema. */
export default function ReviewSettingsForm({ saved }: { saved: ReviewSettings }) {
  const { t } = useTranslation('reviews');
  const change = useChangeReviewSettingsMutation();
  const { submit, formRef, field, form } = useSchemaForm({
    schema: reviewSettingsInputSchema,
    initialValues: {
      reminders: saved.reminders,
      reminderDays: saved.reminderDays,
      publicReviewUrl: saved.publicReviewUrl ?? '',
      autoRequests: saved.autoRequests,
      autoRequestDays: saved.autoRequestDays,
    } satisfies FormValues as FormValues,
    toInput: (values: FormValues) => ({
      ...values,
      reminderDays: days(values.reminderDays),
      autoRequestDays: days(values.autoRequestDays),
    }),
    onSubmit: (data) =>
      change.mutateAsync(data as ReviewSettings, {
        onSuccess: () => toast('success', t('settings.saved')),
      }),
    pending: change.isPending,
  });
  const language = currentLanguage();
  const stars = (value: number) => value.toLocaleString(language === 'en' ? 'en-GB' : 'de-CH');
  const values = form.getValues();

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="review-settings">
      <Stack gap="lg">
        <Group align="flex-end" gap="md">
          <Switch
            {...form.getInputProps('reminders', { type: 'checkbox' })}
            label={t('settings.reminders')}
          />
          <NumberInput
            {...field('reminderDays')}
            label={t('settings.days')}
            min={1}
            max={30}
            w={140}
            allowDecimal={false}
            disabled={!values.reminders}
          />
        </Group>
        <Group align="flex-end" gap="md">
          <Switch
            {...form.getInputProps('autoRequests', { type: 'checkbox' })}
            label={t('settings.autoRequests')}
          />
          <NumberInput
            {...field('autoRequestDays')}
            label={t('settings.autoRequestDays')}
            min={REVIEW_AUTO_REQUEST_DAYS.min}
            max={REVIEW_AUTO_REQUEST_DAYS.max}
            w={200}
            allowDecimal={false}
            disabled={!values.autoRequests}
          />
        </Group>
        <Text size="sm" c="dimmed" mt={-8}>
          {t('settings.autoRequestsHint')}
        </Text>
        <TextInput
          {...field('publicReviewUrl')}
          label={t('settings.publicReviewUrl')}
          description={t('settings.publicReviewUrlHint', {
            high: stars(REVIEW_FUNNEL_HIGH),
            low: stars(REVIEW_FUNNEL_LOW),
          })}
          placeholder="https://g.page/r/…/review"
          type="url"
          inputMode="url"
          autoComplete="url"
          maw={640}
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
