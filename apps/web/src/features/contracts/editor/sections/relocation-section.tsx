import { Grid, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { RELOCATION_PRICE_TYPES, type RelocationPriceType } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { DateTimeField, LongTextField, MoneyField, QuantityField } from '../fields.tsx';
import type { ContractForm } from '../use-contract-form.ts';
import { ServiceDiscountField } from './discount-field.tsx';

interface RelocationSectionProps {
  form: ContractForm;
  currency: string;
  vehicles: { value: string; label: string }[];
}

/** The move itself: when, who, with what, and its price by the hour, at most, or flat. */
export function RelocationSection({ form, currency, vehicles }: RelocationSectionProps) {
  const { t } = useTranslation('contract-editor');
  const priceType = form.values.relocation.priceType;
  const money = (name: string, hint?: string) => (
    <MoneyField
      form={form}
      path={`relocation.${name}`}
      label={t(`relocation.${name}`)}
      description={hint}
      currency={currency}
    />
  );
  const quantity = (name: string, unit?: string) => (
    <QuantityField form={form} path={`relocation.${name}`} label={t(`relocation.${name}`)} unit={unit} />
  );
  return (
    <Stack gap="md">
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateTimeField form={form} path="relocationDetails.startAt" label={t('relocation.startAt')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <QuantityField form={form} path="relocationDetails.workers" label={t('relocation.workers')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <MultiSelect
            label={t('relocation.vehicles')}
            name="relocationDetails.vehicleIds"
            data={vehicles}
            value={form.values.relocationDetails.vehicleIds}
            onChange={(ids) => form.set('relocationDetails.vehicleIds', ids)}
            searchable
            nothingFoundMessage={t('relocation.noVehicles')}
            error={form.error('relocationDetails.vehicleIds')}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
      </Grid>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="relocation-price-type">
          {t('relocation.priceType')}
        </Text>
        <SegmentedControl
          aria-labelledby="relocation-price-type"
          value={priceType}
          onChange={(value) => form.set('relocation.priceType', value as RelocationPriceType)}
          data={RELOCATION_PRICE_TYPES.map((type) => ({ value: type, label: t(`relocation.types.${type}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      <Grid gap="sm">
        {priceType === 'flatRate' ? (
          <>
            <Grid.Col span={{ base: 12, sm: 4 }}>{money('flatRate')}</Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>{money('pricePerM3', t('relocation.perM3Hint'))}</Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>{quantity('volumeM3', 'm³')}</Grid.Col>
          </>
        ) : (
          <>
            <Grid.Col span={{ base: 12, sm: 6 }}>{money('hourPrice')}</Grid.Col>
            {priceType === 'maxPrice' && <Grid.Col span={{ base: 12, sm: 6 }}>{money('maxPrice')}</Grid.Col>}
            <Grid.Col span={{ base: 4, sm: 4 }}>{quantity('hours', 'h')}</Grid.Col>
            <Grid.Col span={{ base: 4, sm: 4 }}>{quantity('expectedTime', 'h')}</Grid.Col>
            <Grid.Col span={{ base: 4, sm: 4 }}>{quantity('returnTrip', 'h')}</Grid.Col>
          </>
        )}
        <Grid.Col span={{ base: 12, sm: 4 }}>{money('workersFood')}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{money('packaging')}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{money('disassembly')}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ServiceDiscountField form={form} service="relocation" currency={currency} />
        </Grid.Col>
        <Grid.Col span={12}>
          <LongTextField form={form} path="relocationDetails.extraInfo" label={t('extraInfo')} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
