import { z } from 'zod';
import { listQuerySchema } from '../lists/list-query.ts';

const text = (max: number) => z.string().trim().max(max, { error: 'error_field_invalid' });
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value || null);

/** A vehicle as the office enters it; the same schema checks the form and the API. */
export const vehicleInputSchema = z.object({
  name: text(200).min(1, { error: 'error_field_required' }),
  /** Swiss plates are written in capitals ("ZH 123456"). */
  registrationNumber: z
    .string()
    .trim()
    .toUpperCase()
    .max(50, { error: 'error_field_invalid' })
    .nullish()
    .transform((value) => value || null),
  model: optionalText(100),
  manufacturer: optionalText(100),
  borrowable: z.boolean({ error: 'error_field_invalid' }).default(false),
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehicleValues = z.output<typeof vehicleInputSchema>;

export const vehicleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  registrationNumber: z.string().nullable(),
  model: z.string().nullable(),
  manufacturer: z.string().nullable(),
  borrowable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const VEHICLE_SORTS = ['name', 'registrationNumber', 'createdAt'] as const;
export const vehicleListQuerySchema = listQuerySchema(VEHICLE_SORTS, 'name').extend({
  /** `borrowable=true` or `borrowable=false`; absent lists both. */
  borrowable: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
