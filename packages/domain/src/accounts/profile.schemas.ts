import { z } from 'zod';
import { newPasswordSchema } from './password.ts';

/** What a person changes of their own account; the e-mail is shown, not editable (spec §5). */
export const profileUpdateSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, { error: 'error_field_required' })
    .max(100, { error: 'error_field_invalid' }),
  lastName: z
    .string()
    .trim()
    .min(1, { error: 'error_field_required' })
    .max(100, { error: 'error_field_invalid' }),
  phone: z
    .string()
    .trim()
    .max(50, { error: 'error_field_invalid' })
    .nullish()
    .transform((value) => value || null),
  /** Sent only to be refused when it differs: a user cannot change their own e-mail. */
  email: z.string().optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, { error: 'error_field_required' }).max(1024),
  newPassword: newPasswordSchema,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

export const profileSchema = z.object({
  _id: z.string(),
  kind: z.enum(['user', 'admin']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
