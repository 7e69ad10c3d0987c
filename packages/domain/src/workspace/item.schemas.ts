import { z } from 'zod';
import { listQuerySchema } from '../lists/list-query.ts';

/** The largest amount a price column holds (PostgreSQL integer), in Rappen. */
export const MAX_PRICE_CENTS = 2_147_483_647;

/** A catalogue item; the price is in Rappen/cents (forms convert with `parseMoney`). */
export const itemInputSchema = z.object({
  name: z
    .string()
    .trim()
    .max(200, { error: 'error_field_invalid' })
    .min(1, { error: 'error_field_required' }),
  priceCents: z
    .number()
    .int({ error: 'error_field_invalid' })
    .min(0, { error: 'error_field_invalid' })
    .max(MAX_PRICE_CENTS, { error: 'error_field_invalid' }),
  /** "Stk.", "h", "m³", … */
  unit: z
    .string()
    .trim()
    .max(20, { error: 'error_field_invalid' })
    .nullish()
    .transform((value) => value || null),
});
export type ItemInput = z.input<typeof itemInputSchema>;
export type ItemValues = z.output<typeof itemInputSchema>;

export const itemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  unit: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Item = z.infer<typeof itemSchema>;

export const ITEM_SORTS = ['name', 'priceCents', 'createdAt'] as const;
export const itemListQuerySchema = listQuerySchema(ITEM_SORTS, 'name');
