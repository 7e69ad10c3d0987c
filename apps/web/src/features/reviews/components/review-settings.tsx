import { Button, Group, NumberInput, Paper, Switch, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useChangeReviewSettingsMutation, useReviewSettingsQuery } from '../api.ts';

/** The owner's switch of the one reminder of an unanswered request, and after how many days it goes. */
export function ReviewSettingsSection() {
  const { t } = useTranslation('reviews');
  const owner = useCan('company:update');
  const settings = useReviewSettingsQuery(owner);
  const change = useChangeReviewSettingsMutation();
  const [reminders, setReminders] = useState(true);
  const [days, setDays] = useState<number | string>(5);
  useEffect(() => {
    if (!settings.data) return;
    setReminders(settings.data.reminders);
    setDays(settings.data.reminderDays);
  }, [settings.data]);
  if (!owner) return null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="review-settings">
      <Title order={2} size="h5" id="review-settings" mb="sm">
        {t('settings.title')}
      </Title>
      <Group align="flex-end" gap="md">
        <Switch
          label={t('settings.reminders')}
          checked={reminders}
          disabled={!settings.data}
          onChange={(event) => setReminders(event.currentTarget.checked)}
        />
        <NumberInput
          label={t('settings.days')}
          min={1}
          max={30}
          w={140}
          allowDecimal={false}
          value={days}
          disabled={!settings.data || !reminders}
          onChange={setDays}
        />
        <Button
          variant="default"
          loading={change.isPending}
          disabled={!settings.data}
          onClick={() =>
            change.mutate(
              { reminders, reminderDays: Number(days) },
              { onSuccess: () => toast('success', t('settings.saved')) },
            )
          }
        >
          {t('settings.save')}
        </Button>
      </Group>
    </Paper>
  );
}
