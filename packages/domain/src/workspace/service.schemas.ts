import { z } from 'zod';
import { listQuerySchema } from '../lists/list-query.ts';
import { SERVICE_TYPES } from './constants.ts';
import { labelsSchema } from './labels.ts';

/** A catalogue service; created once, never edited (spec §5), only deleted. */
export const serviceInputSchema = z.object({
  parentId: z
    .uuid({ error: 'error_field_invalid' })
    .nullish()
    .transform((value) => value ?? null),
  labels: labelsSchema,
  type: z.enum(SERVICE_TYPES, { error: 'error_field_invalid' }),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;

export const serviceSchema = z.object({
  _id: z.string(),
  parentId: z.string().nullable(),
  labels: labelsSchema,
  type: z.enum(SERVICE_TYPES),
  position: z.number().int(),
  createdAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/**
 * The whole tree as a flat list in display order (depth first, siblings by position) with each
 * service's depth: flat so the API description stays simple, ordered so a client only indents.
 */
export const serviceTreeItemSchema = serviceSchema.extend({ depth: z.number().int() });
export type ServiceTreeItem = z.infer<typeof serviceTreeItemSchema>;

export const SERVICE_SORTS = ['position', 'createdAt'] as const;
export const serviceListQuerySchema = listQuerySchema(SERVICE_SORTS, 'position').extend({
  parentId: z.uuid().optional(),
});
