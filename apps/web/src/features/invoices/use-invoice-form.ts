import { useCallback } from 'react';
import { useFormState } from '../../lib/use-form-state.ts';
import { setIn } from '../contracts/index.ts';
import type { InvoiceFormValues } from './invoice-form-values.ts';

/** The invoice form's state: `set('items.2.unitPrice', '5')` changes one field and clears its errors. */
export function useInvoiceForm(initial: InvoiceFormValues) {
  const form = useFormState(initial);
  const { setValues, clearErrors, errors } = form;

  const set = useCallback(
    (path: string, value: unknown) => {
      setValues((previous) => setIn(previous, path.split('.'), value));
      clearErrors(path);
    },
    [setValues, clearErrors],
  );

  const error = useCallback(
    (path: string): string | undefined =>
      errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1],
    [errors],
  );

  return { ...form, set, error };
}

export type InvoiceForm = ReturnType<typeof useInvoiceForm>;

/** The API names the lines `lines`; the form holds them as `items` (the contract editor's line section). */
export function formErrorPaths(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path.replace(/^lines(?=\.|$)/, 'items'), message]),
  );
}
