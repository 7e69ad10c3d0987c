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
