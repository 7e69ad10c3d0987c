import { z } from 'zod';

/** At most this many towns are suggested for one postcode. */
export const PLACES_LIMIT = 10;

/**
 * `GET /api/places?zip=8004&country=CH`: the towns this company has seen with a postcode (issue 15,
 * item 12), from its customers' and jobs' addresses.
 */
export const placesQuerySchema = z.object({
  zip: z
    .string({ error: 'error_field_required' })
    .trim()
    .min(1, { error: 'error_field_required' })
    .max(20, { error: 'error_field_invalid' }),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'error_field_invalid' })
    .default('CH'),
});
export type PlacesQuery = z.output<typeof placesQuerySchema>;

export const placesResultSchema = z.object({
  zip: z.string(),
  country: z.string(),
  /** Most often seen first. */
  towns: z.array(z.object({ city: z.string(), uses: z.number().int() })),
});
export type PlacesResult = z.infer<typeof placesResultSchema>;
