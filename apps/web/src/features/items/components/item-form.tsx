import { Grid, Paper, Stack, TextInput } from '@mantine/core';
import { errorMessage, type Item, type ItemValues, itemInputSchema } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { centsFromText, MoneyInput, moneyText } from '../../../components/money-input.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

interface ItemFormValues {
  name: string;
  /** The price as typed: "1'234.50", "12,5". */
  price: string;
  unit: string;
}

const EMPTY: ItemFormValues = { name: '', price: '', unit: '' };

export function itemFormValues(item: Item): ItemFormValues {
  return { name: item.name, price: moneyText(item.priceCents), unit: item.unit ?? '' };
}

/**
 * The price typed in the locale, in Rappen for the schema. Text that is no amount becomes NaN, which
 * the schema refuses as not valid; an empty price is a missing one.
 */
function itemInput(values: ItemFormValues) {
  const price = values.price.trim();
  return {
    name: values.name,
    priceCents: price === '' ? undefined : (centsFromText(price) ?? Number.NaN),
    unit: values.unit,
  };
}

interface ItemFormProps {
  initial?: ItemFormValues;
  submitLabel: string;
  onSubmit: (values: ItemValues) => Promise<unknown>;
  pending: boolean;
  cancel: ReactNode;
}

/** A product of the catalogue: name, price in the locale's format, unit. */
export function ItemForm({ initial = EMPTY, submitLabel, onSubmit, pending, cancel }: ItemFormProps) {
  const { t } = useTranslation('items');
  const currency = useSession((state) => state.currentCompany?.currency);
  const { submit, formRef, field } = useSchemaForm({
    schema: itemInputSchema,
    initialValues: initial,
    toInput: itemInput,
    // The schema and the API speak of `priceCents`; the form's field is the price as typed.
    fields: { priceCents: 'price' },
    // The schema sees no number at all; to the person, the price is simply missing.
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
              <TextInput label={t('fields.name')} required autoComplete="off" {...field('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <MoneyInput label={t('fields.price')} required currency={currency} {...field('price')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('fields.unit')}
                placeholder={t('unitPlaceholder')}
                autoComplete="off"
                {...field('unit')}
              />
            </Grid.Col>
          </Grid>
        </Paper>
        <FormActions submitLabel={submitLabel} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
