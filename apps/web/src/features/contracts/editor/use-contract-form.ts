import { type ReactNode, useCallback } from 'react';
import type { FormErrors } from '../../../lib/form-errors.ts';
import { useFormState } from '../../../lib/use-form-state.ts';
import type { ContractFormValues } from './contract-form-types.ts';

/** A copy of `target` with the value at a dot path ("moveOut.city", "items.2.unitPrice") replaced. */
export function setIn<T>(target: T, path: readonly string[], value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [string, ...string[]];
  if (Array.isArray(target)) {
    const copy = [...target];
    copy[Number(key)] = setIn(copy[Number(key)], rest, value);
    return copy as T;
  }
  const record = (target ?? {}) as Record<string, unknown>;
  return { ...record, [key]: setIn(record[key], rest, value) } as T;
}

export function getIn(target: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node == null ? undefined : (node as Record<string, unknown>)[key]),
      target,
    );
}

/**
 * The contract form's state: `set('relocation.hours', '5')` changes one field and clears its errors;
 * `error('discounts.trash')` is the first message at that path or below it, for fields that stand for
 * several API fields (a discount is `amount` or `percent`).
 */
export function useContractForm(initial: ContractFormValues) {
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

export type ContractForm = ReturnType<typeof useContractForm>;

/**
 * What the editor's fields and its line section use of a form: values read at a path, set and error
 * at a path. The contract editor's form has it, and so has the invoice form (its lines are contract
 * items at the same paths), so both hand themselves to the same section.
 */
export interface PathForm<V = unknown> {
  values: V;
  set: (path: string, value: unknown) => void;
  error: (path: string) => ReactNode;
  errors: Readonly<Record<string, ReactNode>>;
  clearErrors: (path: string) => void;
}
export type { FormErrors };
