import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type BillingRunResult, billingPeriodSchema } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingRunMutation } from '../api.ts';

/** This month, `YYYY-MM`, as the month input starts. */
export const thisMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/** "Bill this period": a month, then the run's counts. */
export function BillingRunModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('maxer-invoices');
  const [period, setPeriod] = useState(thisMonth());
  const [result, setResult] = useState<BillingRunResult | null>(null);
  const run = useBillingRunMutation();
  const valid = billingPeriodSchema.safeParse(period).success;
  const close = () => {
    setResult(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('admin.billRun.title')}>
      <Stack>
        <Text size="sm">{t('admin.billRun.text')}</Text>
        <TextInput
          type="month"
          label={t('admin.billRun.period')}
          value={period}
          onChange={(event) => setPeriod(event.currentTarget.value)}
          required
        />
        {result && (
          <Alert color="green" variant="light" role="status">
            {t('admin.billRun.result', result)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:actions.close')}
          </Button>
          <Button
            loading={run.isPending}
            disabled={!valid}
            onClick={() => run.mutate(period, { onSuccess: setResult })}
          >
            {t('admin.billRun.run')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
