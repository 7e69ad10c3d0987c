import { Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LongTextField, MoneyField, QuantityField } from '../fields.tsx';
import type { ContractForm } from '../use-contract-form.ts';
import { ServiceDiscountField } from './discount-field.tsx';

/** Disposal (Entsorgung): a flat rate, or a price per m³ times the volume. */
export function DisposalSection({ form, currency }: { form: ContractForm; currency: string }) {
  const { t } = useTranslation('contract-editor');
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <MoneyField
          form={form}
          path="trash.flatRatePrice"
          label={t('trash.flatRatePrice')}
          currency={currency}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <MoneyField form={form} path="trash.pricePerM3" label={t('trash.pricePerM3')} currency={currency} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <QuantityField form={form} path="trash.volumeM3" label={t('trash.volumeM3')} unit="m³" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <ServiceDiscountField form={form} service="trash" currency={currency} />
      </Grid.Col>
      <Grid.Col span={12}>
        <LongTextField form={form} path="trashDetails.extraInfo" label={t('extraInfo')} />
      </Grid.Col>
    </Grid>
  );
}
