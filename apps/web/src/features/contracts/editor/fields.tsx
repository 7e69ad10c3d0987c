import { Textarea, TextInput } from '@mantine/core';
import { MoneyInput } from '../../../components/money-input.tsx';
import { DateTimeField as SwissDateTimeField } from '../../../components/swiss-date-input.tsx';
import { getIn, type PathForm } from './use-contract-form.ts';

interface FieldProps {
  form: PathForm;
  /** The field's path in the form values, also its name and where the server's error lands. */
  path: string;
  label: string;
  description?: string;
  readOnly?: boolean;
}

const text = (form: PathForm, path: string) => String(getIn(form.values, path) ?? '');

export function TextField({ form, path, label, description, readOnly }: FieldProps) {
  return (
    <TextInput
      label={label}
      description={description}
      name={path}
      autoComplete="off"
      value={text(form, path)}
      onChange={(event) => form.set(path, event.currentTarget.value)}
      error={form.error(path)}
      readOnly={readOnly}
    />
  );
}

export function LongTextField({ form, path, label, readOnly }: FieldProps) {
  return (
    <Textarea
      label={label}
      name={path}
      // A fixed height the person can drag (autosize measures fonts, which jsdom tests lack).
      rows={3}
      resize="vertical"
      value={text(form, path)}
      onChange={(event) => form.set(path, event.currentTarget.value)}
      error={form.error(path)}
      readOnly={readOnly}
    />
  );
}

/** An amount in the company's currency: typed de-CH style, stored as Rappen. */
export function MoneyField({
  form,
  path,
  label,
  description,
  readOnly,
  currency,
}: FieldProps & { currency?: string }) {
  return (
    <MoneyInput
      label={label}
      description={description}
      name={path}
      currency={currency}
      value={text(form, path)}
      onChange={(value) => form.set(path, value)}
      error={form.error(path)}
      readOnly={readOnly}
    />
  );
}

/** Hours, m³, a count: a decimal, "2,5" or "2.5". */
export function QuantityField({
  form,
  path,
  label,
  description,
  readOnly,
  unit,
}: FieldProps & { unit?: string }) {
  return (
    <TextInput
      label={label}
      description={description}
      name={path}
      inputMode="decimal"
      autoComplete="off"
      rightSection={unit}
      rightSectionWidth={unit ? 40 : undefined}
      value={text(form, path)}
      onChange={(event) => form.set(path, event.currentTarget.value)}
      error={form.error(path)}
      readOnly={readOnly}
    />
  );
}

/** A date and time in the company's time zone, typed or picked in Swiss format (`15.12.2026 08:00`). */
export function DateTimeField({ form, path, label, readOnly }: FieldProps) {
  return (
    <SwissDateTimeField
      label={label}
      name={path}
      value={text(form, path)}
      onChange={(value) => form.set(path, value)}
      error={form.error(path)}
      readOnly={readOnly}
    />
  );
}
