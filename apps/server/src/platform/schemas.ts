import { z } from 'zod';

/** The error body of architecture.md convention 2, for the API description. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.object({ code: z.string(), message: z.string() })).optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  requestId: z.string(),
});

export const idParamsSchema = z.object({ id: z.uuid({ error: 'error_resource_not_found' }) });

/** Server-side pagination for every list (architecture.md convention 6). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
