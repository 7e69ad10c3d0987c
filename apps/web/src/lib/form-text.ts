import { formatMoney, type Language } from '@maxer/domain';

/**
 * Conversions between what a person types and what the schema reads. A field left empty is `null`;
 * text that is no number becomes NaN, which the API's schema refuses with its own message, so a typo
 * is reported on its field instead of being dropped silently.
 */

/** Hours, m³, counts, percentages: "2,5" and "2.5" are both 2.5. */
export function quantityFromText(text: string): number | null {
  const trimmed = text.trim().replace(/['’\s]/g, '');
  if (trimmed === '') return null;
  const normalised = trimmed.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

export function textFromCents(cents: number | null | undefined, language: Language): string {
  return cents == null ? '' : formatMoney(cents, language);
}

export function textFromQuantity(value: number | null | undefined): string {
  return value == null ? '' : String(value);
}
