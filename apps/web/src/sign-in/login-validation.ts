import {
  type ErrorCode,
  errorMessage,
  isErrorCode,
  type Language,
  type LoginBody,
  loginBodySchema,
} from '@maxer/domain';

export type LoginField = keyof LoginBody;
export type LoginFieldErrors = Partial<Record<LoginField, string>>;

/**
 * The sign-in form checked with the API's own schema (architecture.md convention 8). The schema's
 * messages are error codes; an empty field says "required" rather than "not valid".
 */
export function validateLogin(
  values: { email: string; password: string },
  language: Language,
): { data: LoginBody; errors: null } | { data: null; errors: LoginFieldErrors } {
  const errors: LoginFieldErrors = {};
  const parsed = loginBodySchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'email' || field === 'password') && !errors[field]) {
        const code: ErrorCode = isErrorCode(issue.message) ? issue.message : 'error_field_invalid';
        errors[field] = errorMessage(code, language);
      }
    }
  }
  if (!values.email.trim()) errors.email = errorMessage('error_field_required', language);
  if (!values.password) errors.password = errorMessage('error_field_required', language);
  return parsed.success && Object.keys(errors).length === 0
    ? { data: parsed.data, errors: null }
    : { data: null, errors };
}
