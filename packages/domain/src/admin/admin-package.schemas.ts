import { z } from 'zod';
import { listQuerySchema } from '../lists/list-query.ts';

/** The most a package may cost per month: CHF 1,000,000.00, in cents. */
export const PACKAGE_PRICE_MAX_CENTS = 100_000_000;

/**
 * A package as the platform admin enters it (spec §3 "Package: name, price"; issue 14): a name of 2 to
 * 100 characters, the monthly price in CHF as integer cents, and an optional limit of users.
 */
export const packageInputSchema = z.object({
  name: z
    .string({ error: 'error_field_required' })
    .trim()
    .min(1, { error: 'error_field_required' })
    .min(2, { error: 'error_field_invalid' })
    .max(100, { error: 'error_field_invalid' }),
  priceCents: z
    .number({ error: 'error_field_required' })
    .int({ error: 'error_field_invalid' })
    .min(0, { error: 'error_field_invalid' })
    .max(PACKAGE_PRICE_MAX_CENTS, { error: 'error_field_invalid' }),
  /** How many users its companies may have; null: no limit. */
  maxUsers: z
    .number({ error: 'error_field_invalid' })
    .int({ error: 'error_field_invalid' })
    .min(1, { error: 'error_field_invalid' })
    .max(100_000, { error: 'error_field_invalid' })
    .nullish()
    .transform((value) => value ?? null),
});
export type PackageInput = z.input<typeof packageInputSchema>;
export type PackageValues = z.output<typeof packageInputSchema>;

/** A package with how many companies use it. */
export const packageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  maxUsers: z.number().int().nullable(),
  /** Companies on this package, active or not. */
  companies: z.number().int(),
  createdAt: z.string(),
});
export type Package = z.infer<typeof packageSchema>;

export const PACKAGE_SORTS = ['name', 'priceCents', 'createdAt'] as const;
/** The platform admin's package list: search by name. */
export const packageListQuerySchema = listQuerySchema(PACKAGE_SORTS, 'name');
export type PackageListQuery = z.output<typeof packageListQuerySchema>;
