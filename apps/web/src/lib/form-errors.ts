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

/** The server's messages per field (already in the page language), or none when it named no field. */
export function serverFieldErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FormErrors = {};
  for (const [path, field] of Object.entries(error.fields)) errors[path] = field.message;
  return errors;
}
