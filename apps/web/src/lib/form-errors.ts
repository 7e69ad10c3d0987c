import { type ErrorCode, errorMessage, isErrorCode, type Language } from '@maxer/domain';
import { ApiError } from './api-error.ts';

/** Messages by field path, dot-separated like the server's (`labels.de`, `options.0.value`). */
export type FormErrors = Record<string, string>;

/** What a domain schema's `safeParse` answers (zod), without the web app depending on zod itself. */
export interface SafeParser<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Check form input with the API's own schema (architecture.md convention 8). The schema's messages
 * are error codes; they are shown in the page language, the first one per field.
 */
export function validateWith<T>(
  schema: SafeParser<T>,
  input: unknown,
  language: Language,
): { data: T; errors: null } | { data: null; errors: FormErrors } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const code: ErrorCode = isErrorCode(issue.message) ? issue.message : 'error_field_invalid';
    errors[path] ??= errorMessage(code, language);
  }
  return { data: null, errors };
}

/** The server's messages per field (already in the page language), or none when it named no field. */
export function serverFieldErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FormErrors = {};
  for (const [path, field] of Object.entries(error.fields)) errors[path] = field.message;
  return errors;
}
