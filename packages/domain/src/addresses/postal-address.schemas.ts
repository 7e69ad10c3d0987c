import { z } from 'zod';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'error_field_invalid' })
    .nullish()
    .transform((value) => value || null);

/**
 * A postal address as customers and companies enter it (decision 014): every part optional except the
 * country (ISO 3166 alpha-2, CH when not given). One shape so the two forms validate alike.
 */
export const postalAddressInputShape = {
  street: optionalText(200),
  streetNumber: optionalText(20),
  zipCode: optionalText(20),
  city: optionalText(100),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'error_field_invalid' })
    .default('CH'),
};

/** The address as the API answers it. */
export const postalAddressShape = {
  street: z.string().nullable(),
  streetNumber: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
};

/**
 * Postcodes by country (issue 15, item 12): Switzerland and Liechtenstein 4 digits, Germany 5, Austria
 * 4, France and Italy 5, … A country not listed takes any postcode.
 */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  CH: /^[1-9]\d{3}$/,
  LI: /^94(8[5-9]|9[0-8])$/,
  DE: /^\d{5}$/,
  AT: /^[1-9]\d{3}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  LU: /^\d{4}$/,
  BE: /^[1-9]\d{3}$/,
  NL: /^[1-9]\d{3} ?[A-Z]{2}$/,
  ES: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
};

/** Whether a postcode fits its country (an empty one does: every part of the address is optional). */
export function isPostcodeOf(country: string, zipCode: string | null | undefined): boolean {
  if (!zipCode) return true;
  const pattern = POSTCODE_PATTERNS[country.toUpperCase()];
  return pattern ? pattern.test(zipCode.trim().toUpperCase()) : true;
}

/** For a schema's superRefine: the postcode on its field when it does not fit the country. */
export function checkPostcode(
  value: { country: string; zipCode: string | null },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  if (!isPostcodeOf(value.country, value.zipCode)) {
    ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'error_zip_code_invalid' });
  }
}
