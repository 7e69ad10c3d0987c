import { z } from 'zod';
import { listQuerySchema } from '../lists/list-query.ts';

/** What the platform admin's company list sorts by (spec §2 "Platform admin area"). */
export const ADMIN_COMPANY_SORTS = ['name', 'createdAt', 'lastActivityAt'] as const;

/**
 * The platform admin's company list: search by name, an owner's e-mail or the city; filters by
 * active and by package (issue 14).
 */
export const adminCompanyListQuerySchema = listQuerySchema(ADMIN_COMPANY_SORTS, 'name').extend({
  /** `active=true` or `active=false`; absent lists both. */
  active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  packageId: z.uuid({ error: 'error_field_invalid' }).optional(),
});
export type AdminCompanyListQuery = z.output<typeof adminCompanyListQuerySchema>;

/** A row of the platform admin's company list: the company and how it is used. */
export const adminCompanySummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  active: z.boolean(),
  city: z.string().nullable(),
  /** An owner's e-mail (the first in alphabetical order when it has several). */
  ownerEmail: z.string().nullable(),
  package: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Its users, active or not. */
  users: z.number().int(),
  /** Contracts created in the last 30 days. */
  contractsLast30Days: z.number().int(),
  /** When anyone last changed anything in it (its activity history), or null. */
  lastActivityAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCompanySummary = z.infer<typeof adminCompanySummarySchema>;
