import { Grid, Paper, Stack, TextInput } from '@mantine/core';
import { errorMessage, type Package, type PackageValues, packageInputSchema } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { centsFromText, MoneyInput, moneyText } from '../../../components/money-input.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

/** The package form as typed: the price as text ("99.00"), the user limit as text ('' for none). */
export interface PackageFormValues {
  name: string;
  price: string;
  maxUsers: string;
}

const EMPTY: PackageFormValues = { name: '', price: '', maxUsers: '' };

export function packageFormValues(pkg: Package): PackageFormValues {
  return {
    name: pkg.name,
    price: moneyText(pkg.priceCents),
    maxUsers: pkg.maxUsers === null ? '' : String(pkg.maxUsers),
  };
}

/** A whole number as typed; what is not one becomes NaN for the schema to refuse. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The price in Rappen for the schema: text that is no amount is NaN, an empty price a missing one. */
function packageInput(values: PackageFormValues) {
  const price = values.price.trim();
  return {
    name: values.name,
    priceCents: price === '' ? undefined : (centsFromText(price) ?? Number.NaN),
    maxUsers: wholeNumber(values.maxUsers),
  };
}

interface PackageFormProps {
  initial?: PackageFormValues;
  submitLabel: string;
  onSubmit: (values: PackageValues) => Promise<unknown>;
  pending: boolean;
  cancel: ReactNode;
}

/** Name, monthly price in CHF and an optional user limit; checked with the API's schema. */
export function PackageForm({ initial = EMPTY, submitLabel, onSubmit, pending, cancel }: PackageFormProps) {
  const { t } = useTranslation('admin-write');
  const { submit, formRef, field } = useSchemaForm({
    schema: packageInputSchema,
    initialValues: initial,
    toInput: packageInput,
    // The schema and the API speak of `priceCents`; the form's field is the price as typed.
    fields: { priceCents: 'price' },
    check: (values, errors, language) =>
      values.price.trim() ? errors : { ...errors, price: errorMessage('error_field_required', language) },
    onSubmit,
    pending,
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Grid gap="md">
            <Grid.Col span={12}>
              <TextInput {...field('name')} label={t('packages.fields.name')} required autoComplete="off" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <MoneyInput {...field('price')} label={t('packages.fields.price')} currency="CHF" required />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...field('maxUsers')}
                label={t('packages.fields.maxUsers')}
                description={t('packages.hints.maxUsers')}
                inputMode="numeric"
                autoComplete="off"
              />
            </Grid.Col>
          </Grid>
        </Paper>
        <FormActions submitLabel={submitLabel} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
