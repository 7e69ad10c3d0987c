import { z } from 'zod';
import { emailSchema } from '../auth.schemas.ts';
import { listQuerySchema } from '../lists/list-query.ts';

export const ADMIN_ADMIN_SORTS = ['name', 'createdAt', 'lastSeenAt'] as const;

/** The platform's admins: search by name or e-mail (issue 14 "/admin/admins"). */
export const adminAdminListQuerySchema = listQuerySchema(ADMIN_ADMIN_SORTS, 'name');
export type AdminAdminListQuery = z.output<typeof adminAdminListQuerySchema>;

const name = z
  .string()
  .trim()
  .min(1, { error: 'error_field_required' })
  .max(100, { error: 'error_field_invalid' });

/** Invite a platform admin: the account is created and a set-password link e-mailed. */
export const adminInviteSchema = z.object({
  firstName: name,
  lastName: name,
  email: emailSchema,
});
export type AdminInvite = z.output<typeof adminInviteSchema>;

/** Deactivate (false) or reactivate (true) a platform admin. */
export const adminActiveSchema = z.object({ active: z.boolean({ error: 'error_field_invalid' }) });

/** A platform admin as the admin list shows them. */
export const platformAdminSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  active: z.boolean(),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PlatformAdmin = z.infer<typeof platformAdminSchema>;
