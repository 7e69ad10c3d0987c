import { z } from 'zod';

/** What every browser may know of this installation (GET /api/public-config; ADR 054). */
export const publicConfigSchema = z.object({
  /** The Google Maps JavaScript API key for the address fields' place suggestions, or null: none. */
  mapsApiKey: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
