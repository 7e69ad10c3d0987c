import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 10;

/** A new password: long enough to resist guessing; no composition rules (NIST SP 800-63B). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'error_password_too_short' })
  .max(1024, { error: 'error_field_invalid' });

/** Setting a password through an e-mailed link. */
export const setPasswordSchema = z.object({
  token: z.string().min(20).max(200),
  password: newPasswordSchema,
});
