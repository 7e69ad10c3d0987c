import { z } from 'zod';
import { ACTIVITY_ACTIONS, ACTOR_TYPES } from '../activities.ts';
import { listQuerySchema } from '../lists/list-query.ts';

/** The platform-wide activity list is always newest first. */
export const ADMIN_ACTIVITY_SORTS = ['createdAt'] as const;

const day = z.iso.date({ error: 'error_field_invalid' });

/**
 * Every recorded activity of the platform (issue 14, ADR 037): filter by company, by actor (type and
 * id, or `q` searching the actor's name), by action, by entity type and by a range of days (UTC, both
 * ends included).
 */
export const adminActivityListQuerySchema = listQuerySchema(ADMIN_ACTIVITY_SORTS, '-createdAt')
  .extend({
    companyId: z.uuid({ error: 'error_field_invalid' }).optional(),
    /** `platform`: only the platform-level activities, those of no company. */
    scope: z.enum(['platform', 'company'], { error: 'error_field_invalid' }).optional(),
    actorType: z.enum(ACTOR_TYPES, { error: 'error_field_invalid' }).optional(),
    actorId: z.uuid({ error: 'error_field_invalid' }).optional(),
    action: z.enum(ACTIVITY_ACTIONS, { error: 'error_field_invalid' }).optional(),
    entityType: z.string().trim().min(1).max(50, { error: 'error_field_invalid' }).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    path: ['to'],
    error: 'error_field_invalid',
  });
export type AdminActivityListQuery = z.output<typeof adminActivityListQuerySchema>;

const actorSchema = z.object({ type: z.enum(ACTOR_TYPES), _id: z.string(), name: z.string() });

/** A row of the platform's activity list. */
export const adminActivitySummarySchema = z.object({
  _id: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  entityType: z.string(),
  entityId: z.string().nullable(),
  actor: actorSchema,
  onBehalf: z.boolean(),
  /** The company it concerns; null for a platform-level activity. */
  company: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** For a recorded request (`action: request`): what was asked, e.g. "POST /api/customers". */
  request: z.object({ method: z.string(), path: z.string(), status: z.number().int() }).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminActivitySummary = z.infer<typeof adminActivitySummarySchema>;

/** One activity with what changed: field → [before, after]. */
export const adminActivitySchema = adminActivitySummarySchema.extend({
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export type AdminActivity = z.infer<typeof adminActivitySchema>;
