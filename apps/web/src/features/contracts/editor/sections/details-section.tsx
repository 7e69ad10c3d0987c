import { Select, Stack, Switch } from '@mantine/core';
import type { ContractStatus } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { LongTextField } from '../fields.tsx';
import type { ContractForm } from '../use-contract-form.ts';

/** The company's own status for the job, free notes, and whether the amounts include VAT. */
export function DetailsSection({ form, statuses }: { form: ContractForm; statuses: ContractStatus[] }) {
  const { t } = useTranslation('contract-editor');
  return (
    <Stack gap="md">
      <Select
        label={t('details.customStatus')}
        name="customStatusId"
        placeholder={t('details.noCustomStatus')}
        data={statuses.map((status) => ({ value: status._id, label: status.name }))}
        value={form.values.customStatusId}
        onChange={(value) => form.set('customStatusId', value)}
        clearable
        error={form.error('customStatusId')}
        comboboxProps={{ withinPortal: true }}
        maw={400}
      />
      <LongTextField form={form} path="additionalDetails" label={t('details.additionalDetails')} />
      <Switch
        label={t('details.includeVat')}
        description={t('details.includeVatHint')}
        name="includeVat"
        checked={form.values.includeVat}
        onChange={(event) => form.set('includeVat', event.currentTarget.checked)}
      />
    </Stack>
  );
}
