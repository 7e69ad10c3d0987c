import { z } from 'zod';

export const ACTIVITY_ACTIONS = ['create', 'update', 'delete'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** One recorded change: who, what, when (a platform admin acting for a company is named as such). */
export const activitySchema = z.object({
  _id: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  entityType: z.string(),
  entityId: z.string(),
  actor: z.object({ type: z.enum(['user', 'admin', 'apiKey']), _id: z.string(), name: z.string() }),
  onBehalf: z.boolean(),
  /** Field → [before, after]; on create only "after" values, on delete only "before" values. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
