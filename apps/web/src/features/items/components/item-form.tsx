import { Grid, Paper, Stack, TextInput } from '@mantine/core';
import { errorMessage, type Item, type ItemValues, itemInputSchema } from '@maxer/domain';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { centsFromText, MoneyInput, moneyText } from '../../../components/money-input.tsx';
import { serverFieldErrors, validateWith } from '../../../lib/form-errors.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useFormState } from '../../../lib/use-form-state.ts';

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
  const { values, setValue, errors, setErrors, formRef } = useFormState(initial);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const language = currentLanguage();
    const checked = validateWith(itemInputSchema, itemInput(values), language);
    if (checked.errors) {
      const errors = renamePrice(checked.errors);
      // The schema sees no number at all; to the person, the price is simply missing.
      if (!values.price.trim()) errors.price = errorMessage('error_field_required', language);
      setErrors(errors);
      return;
    }
    setErrors({});
    try {
      await onSubmit(checked.data);
    } catch (error) {
      setErrors(renamePrice(serverFieldErrors(error)));
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Grid gap="md">
            <Grid.Col span={12}>
              <TextInput
                label={t('fields.name')}
                name="name"
                required
                autoComplete="off"
                value={values.name}
                onChange={(event) => setValue('name', event.currentTarget.value)}
                error={errors.name}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <MoneyInput
                label={t('fields.price')}
                name="price"
                required
                currency={currency}
                value={values.price}
                onChange={(price) => setValue('price', price)}
                error={errors.price}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('fields.unit')}
                name="unit"
                placeholder={t('unitPlaceholder')}
                autoComplete="off"
                value={values.unit}
                onChange={(event) => setValue('unit', event.currentTarget.value)}
                error={errors.unit}
              />
            </Grid.Col>
          </Grid>
        </Paper>
        <FormActions submitLabel={submitLabel} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}

/** The schema and the API speak of `priceCents`; the form's field is the price as typed. */
function renamePrice(errors: Record<string, string>): Record<string, string> {
  const { priceCents, ...rest } = errors;
  return priceCents ? { ...rest, price: priceCents } : rest;
}
