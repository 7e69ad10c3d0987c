import { z } from 'zod';
import { listQuerySchema } from '../lists/list-query.ts';

/** A company's own contract status: a name and a colour `#rrggbb` (stored in lower case). */
export const contractStatusInputSchema = z.object({
  name: z
    .string()
    .trim()
    .max(200, { error: 'error_field_invalid' })
    .min(1, { error: 'error_field_required' }),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'error_field_invalid' })
    .toLowerCase(),
});
export type ContractStatusInput = z.input<typeof contractStatusInputSchema>;
export type ContractStatusValues = z.output<typeof contractStatusInputSchema>;

export const contractStatusSchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContractStatus = z.infer<typeof contractStatusSchema>;

export const CONTRACT_STATUS_SORTS = ['name', 'createdAt'] as const;
export const contractStatusListQuerySchema = listQuerySchema(CONTRACT_STATUS_SORTS, 'name');
