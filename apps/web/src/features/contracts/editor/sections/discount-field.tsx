import { Group, SegmentedControl, TextInput } from '@mantine/core';
import type { PricedService } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../../components/money-input.tsx';
import { getIn, type PathForm } from '../use-contract-form.ts';

interface DiscountFieldProps {
  form: PathForm;
  /** `discounts.relocation`, or `items.3.discount` for a contract item. */
  path: string;
  /** Where the API reports errors of this discount (`discounts.trash.amount`, `items.3.percent`, …). */
  errorPaths: string[];
  currency: string;
  label: string;
}

/** A discount is an amount or a percentage, never both: one field and a switch between the two. */
export function DiscountField({ form, path, errorPaths, currency, label }: DiscountFieldProps) {
  const { t } = useTranslation('contract-editor');
  const discount = getIn(form.values, path) as { kind: 'amount' | 'percent'; value: string };
  const error = errorPaths.map((errorPath) => form.errors[errorPath]).find(Boolean);
  const change = (field: 'kind' | 'value', value: string) => {
    form.set(`${path}.${field}`, value);
    for (const errorPath of errorPaths) form.clearErrors(errorPath);
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <SegmentedControl
        aria-label={t('discount.kind', { label })}
        size="xs"
        mb={4}
        value={discount.kind}
        onChange={(kind) => change('kind', kind)}
        data={[
          { value: 'amount', label: currency },
          { value: 'percent', label: '%' },
        ]}
      />
      {discount.kind === 'amount' ? (
        <MoneyInput
          label={label}
          name={`${path}.value`}
          value={discount.value}
          onChange={(value) => change('value', value)}
          error={error}
          style={{ flex: 1 }}
        />
      ) : (
        <TextInput
          label={label}
          name={`${path}.value`}
          inputMode="decimal"
          autoComplete="off"
          rightSection="%"
          value={discount.value}
          onChange={(event) => change('value', event.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
        />
      )}
    </Group>
  );
}

export function ServiceDiscountField({
  form,
  service,
  currency,
}: {
  form: PathForm;
  service: PricedService;
  currency: string;
}) {
  const { t } = useTranslation('contract-editor');
  return (
    <DiscountField
      form={form}
      path={`discounts.${service}`}
      errorPaths={[`discounts.${service}`, `discounts.${service}.amount`, `discounts.${service}.percent`]}
      currency={currency}
      label={t('discount.label', { service: t(`contracts:services.${service}`) })}
    />
  );
}
