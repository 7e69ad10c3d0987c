import { type ErrorCode, errorMessage, isErrorCode, type Language, newPasswordSchema } from '@maxer/domain';

export interface SetPasswordErrors {
  password?: string;
  repeat?: string;
}

/** The new password checked with the API's own rule, and the repetition against it. */
export function validateNewPassword(
  values: { password: string; repeat: string },
  language: Language,
): SetPasswordErrors {
  const errors: SetPasswordErrors = {};
  if (!values.password) errors.password = errorMessage('error_field_required', language);
  else {
    const parsed = newPasswordSchema.safeParse(values.password);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      const code: ErrorCode = isErrorCode(message) ? message : 'error_field_invalid';
      errors.password = errorMessage(code, language);
    }
  }
  if (!values.repeat) errors.repeat = errorMessage('error_field_required', language);
  else if (values.repeat !== values.password)
    errors.repeat = errorMessage('error_password_mismatch', language);
  return errors;
}
