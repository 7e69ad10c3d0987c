import type { ChangeEvent } from 'react';
import type { FormErrors } from './form-errors.ts';

/** The part of a form's state (`useFormState`) its plain text fields read and write. */
interface TextFieldsForm<F extends string> {
  values: Record<F, string>;
  setValue: (field: F, value: string) => void;
  errors: FormErrors;
}

/**
 * The props of a form's plain text inputs, bound to its state: `text('name')` gives a TextInput its
 * label, name, value, change and error. The browser's autofill is off: these forms describe a
 * company, a vehicle or an employee, not the person typing, whose own details it would offer.
 */
export function bindTextFields<F extends string>(form: TextFieldsForm<F>, label: (field: F) => string) {
  return (field: F) => ({
    label: label(field),
    name: field,
    value: form.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(field, event.currentTarget.value),
    error: form.errors[field],
    autoComplete: 'off',
  });
}
