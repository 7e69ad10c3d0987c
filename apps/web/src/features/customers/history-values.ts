import { CUSTOMER_TYPES, GENDERS, type Language } from '@maxer/domain';
import type { TFunction } from 'i18next';
import { countryName } from '../../lib/countries.ts';

/** Fields of the customer form, in the order the history lists them. */
export const HISTORY_FIELDS = [
  'number',
  'customerType',
  'companyName',
  'gender',
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'streetNumber',
  'zipCode',
  'city',
  'country',
  'origin',
] as const;

export const NO_VALUE = '–';

/** A field's name in the page language; a field the app does not know keeps its code name. */
export function historyFieldLabel(field: string, t: TFunction<'customers'>): string {
  return (HISTORY_FIELDS as readonly string[]).includes(field) ? t(`fields.${field}`) : field;
}

/** A recorded value as the office reads it: "Frau", "Firma", "Schweiz", "–" for nothing. */
export function historyValue(
  field: string,
  value: unknown,
  t: TFunction<'customers'>,
  language: Language,
): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (field === 'gender' && GENDERS.some((gender) => gender === value)) return t(`gender.${value}`);
  if (field === 'customerType' && CUSTOMER_TYPES.some((type) => type === value)) return t(`types.${value}`);
  if (field === 'country' && typeof value === 'string') return countryName(value, language);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
}

/** Changed fields in form order, unknown ones after them. */
export function orderedChanges(changes: Record<string, [unknown, unknown]>): [string, unknown, unknown][] {
  const rank = (field: string) => {
    const index = (HISTORY_FIELDS as readonly string[]).indexOf(field);
    return index === -1 ? HISTORY_FIELDS.length : index;
  };
  return Object.entries(changes)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, [before, after]]) => [field, before, after]);
}
