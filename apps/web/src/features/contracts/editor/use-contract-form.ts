import { type ContractInput, contractInputSchema, type Question } from '@maxer/domain';
import type { ReactNode } from 'react';
import type { FormErrors } from '../../../lib/form-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import type { ContractFormValues } from './contract-form-types.ts';
import { contractInput } from './contract-input.ts';
import { checkRequiredAnswers, formErrorPath } from './validate-contract.ts';

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

interface ContractFormOptions {
  initial: ContractFormValues;
  /** The company's questions: the required ones must be answered (the schema does not know them). */
  questions: readonly Question[];
  /** The company's time zone, in which the form's dates are typed. */
  timeZone: string;
  onSave: (input: ContractInput) => Promise<unknown>;
  pending: boolean;
  /** The errors about to show, before the focus moves to the first (the editor opens their sections). */
  onErrors?: (errors: Readonly<Record<string, ReactNode>>) => void;
  /** What is edited, to keep its unsaved changes when the session ends (`contract:new`, `contract:<id>`). */
  draft?: string;
}

/**
 * The contract form, checked as the server will check it: the API's own schema and the company's
 * required questions. `set('relocation.hours', '5')` changes one field and clears its errors;
 * `error('discounts.trash')` is the first message at that path or below it, for fields that stand for
 * several API fields (a discount is `amount` or `percent`). The API names a catalogue service and an
 * answer by its place in the list sent; they land on the form's fields by id. After a successful save
 * the form stays locked: the page moves on.
 */
export function useContractForm({
  initial,
  questions,
  timeZone,
  onSave,
  pending,
  onErrors,
  draft,
}: ContractFormOptions) {
  const schemaForm = useSchemaForm({
    schema: contractInputSchema,
    initialValues: initial,
    toInput: (values: ContractFormValues) => contractInput(values, timeZone),
    fields: formErrorPath,
    check: (values, errors, language) => checkRequiredAnswers(values, questions, errors, language),
    onSubmit: onSave,
    pending,
    onErrors,
    lockAfterSave: true,
    draft,
  });
  const { form, clearErrors } = schemaForm;

  const set = (path: string, value: unknown) => {
    form.setValues((previous) => setIn(previous, path.split('.'), value));
    clearErrors(path);
  };

  const error = (path: string): ReactNode =>
    form.errors[path] ?? Object.entries(form.errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

  return { ...schemaForm, values: form.values, errors: form.errors, set, error };
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
