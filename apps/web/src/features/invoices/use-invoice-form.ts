import { type InvoiceValues, invoiceInputSchema } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { type PathForm, setIn } from '../contracts/index.ts';
import { type InvoiceFormValues, invoiceInput } from './invoice-form-values.ts';

interface InvoiceFormOptions {
  initial: InvoiceFormValues;
  onSubmit: (values: InvoiceValues) => Promise<unknown>;
  pending: boolean;
}

/**
 * The invoice form, checked with the API's invoice schema. Its lines are contract items, edited by the
 * contract editor's line section, which sets and reads them by path (`set('items.2.unitPrice', '5')`):
 * `lines` hands the form to it in that shape.
 */
export function useInvoiceForm({ initial, onSubmit, pending }: InvoiceFormOptions) {
  const schemaForm = useSchemaForm({
    schema: invoiceInputSchema,
    initialValues: initial,
    toInput: invoiceInput,
    fields: formErrorPath,
    onSubmit,
    pending,
  });
  const { form, clearErrors } = schemaForm;

  const error = (path: string): ReactNode =>
    form.errors[path] ?? Object.entries(form.errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

  const lines: PathForm<InvoiceFormValues> = {
    values: form.values,
    set: (path, value) => form.setValues((previous) => setIn(previous, path.split('.'), value)),
    error,
    errors: form.errors,
    clearErrors,
  };

  return { ...schemaForm, error, lines };
}

/** The API names the lines `lines`; the form holds them as `items` (the contract editor's line section). */
export function formErrorPath(path: string): string {
  return path.replace(/^lines(?=\.|$)/, 'items');
}
