import { z } from 'zod';

/** What the live dashboard counts and shows as it happens (issue 14, `/admin/live`). */
export const ADMIN_LIVE_KINDS = [
  'signIn',
  'offerSent',
  'offerAccepted',
  'offerRejected',
  'invoicePaid',
  'companyCreated',
] as const;
export type AdminLiveKind = (typeof ADMIN_LIVE_KINDS)[number];

/** Hours of the rolling count (the current one included). */
export const ADMIN_LIVE_HOURS = 24;

const reference = z.object({ _id: z.string(), name: z.string() });

/**
 * One thing that happened on the platform, sent to the admins' room as it happens. `number` is the
 * job (contract) number for offers and the invoice number for a paid invoice; `user` is who signed in.
 */
export const adminLiveEventSchema = z.object({
  kind: z.enum(ADMIN_LIVE_KINDS),
  at: z.string(),
  company: reference,
  user: reference.nullable(),
  number: z.number().int().nullable(),
});
export type AdminLiveEvent = z.infer<typeof adminLiveEventSchema>;

/**
 * A company user's open pages (real-time connections) across every server instance, after one of them
 * opened or closed: `connections` 0 means the user went offline.
 */
export const adminPresenceSchema = z.object({
  companyId: z.string(),
  userId: z.string(),
  connections: z.number().int(),
});
export type AdminPresence = z.infer<typeof adminPresenceSchema>;

/** The counts of one hour (`hour`: its start, an instant). */
export const adminLiveHourSchema = z.object({
  hour: z.string(),
  signIn: z.number().int(),
  offerSent: z.number().int(),
  offerAccepted: z.number().int(),
  offerRejected: z.number().int(),
  invoicePaid: z.number().int(),
  companyCreated: z.number().int(),
});
export type AdminLiveHour = z.infer<typeof adminLiveHourSchema>;

/**
 * The live dashboard's picture when the page opens or reconnects: who is online now (open real-time
 * connections of company users, every instance), and the counts per hour of the last 24 hours from
 * the database.
 */
export const adminLiveStateSchema = z.object({
  online: z.array(
    z.object({
      company: reference,
      users: z.array(reference.extend({ connections: z.number().int() })),
    }),
  ),
  hours: z.array(adminLiveHourSchema),
  at: z.string(),
});
export type AdminLiveState = z.infer<typeof adminLiveStateSchema>;
