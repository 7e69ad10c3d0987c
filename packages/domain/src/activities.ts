import { z } from 'zod';

/**
 * What an activity records: a change to a record, or (`request`) one request a platform admin made
 * while acting for a company (ADR 037).
 */
export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'request'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Who can act: a company's user, a platform admin, or a company's API key. */
export const ACTOR_TYPES = ['user', 'admin', 'apiKey'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

/** One recorded change: who, what, when (a platform admin acting for a company is named as such). */
export const activitySchema = z.object({
  _id: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  entityType: z.string(),
  entityId: z.string(),
  actor: z.object({ type: z.enum(ACTOR_TYPES), _id: z.string(), name: z.string() }),
  onBehalf: z.boolean(),
  /** Field → [before, after]; on create only "after" values, on delete only "before" values. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
