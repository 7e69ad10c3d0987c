import { Grid, Select } from '@mantine/core';
import { CLEANING_TYPES } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { DateTimeField, LongTextField, MoneyField, QuantityField } from '../fields.tsx';
import type { ContractForm } from '../use-contract-form.ts';
import { ServiceDiscountField } from './discount-field.tsx';

/** Cleaning: by effort ("open"), at a fixed price ("select"), or none. */
export function CleaningSection({ form, currency }: { form: ContractForm; currency: string }) {
  const { t } = useTranslation('contract-editor');
  const type = form.values.cleaning.type;
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('cleaning.type')}
          name="cleaning.type"
          placeholder={t('cleaning.types.none')}
          data={CLEANING_TYPES.map((value) => ({ value, label: t(`cleaning.types.${value}`) }))}
          value={type || null}
          onChange={(value) => form.set('cleaning.type', value ?? '')}
          clearable
          error={form.error('cleaning.type')}
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        {type === 'select' && (
          <MoneyField form={form} path="cleaning.price" label={t('cleaning.price')} currency={currency} />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <DateTimeField form={form} path="cleaningDetails.startAt" label={t('cleaning.startAt')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <DateTimeField form={form} path="cleaningDetails.endAt" label={t('cleaning.endAt')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <QuantityField form={form} path="cleaningDetails.rooms" label={t('cleaning.rooms')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <ServiceDiscountField form={form} service="cleaning" currency={currency} />
      </Grid.Col>
      <Grid.Col span={12}>
        <LongTextField form={form} path="cleaningDetails.extraInfo" label={t('extraInfo')} />
      </Grid.Col>
    </Grid>
  );
}
