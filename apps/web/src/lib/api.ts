import { CSRF_COOKIE, CSRF_HEADER } from '@maxer/domain';
import createClient from 'openapi-fetch';
import { getActingCompanyId } from './acting-company.ts';
import { apiErrorFrom, networkError } from './api-error.ts';
import {
  ACT_FOR_COMPANY_HEADER,
  type AuthFailure,
  type AuthFailureMode,
  createApiFetch,
} from './api-fetch.ts';
import type { paths } from './api-schema.d.ts';
import { connection } from './connection.ts';
import { readCookie } from './cookies.ts';
import { currentLanguage } from './language.ts';
import { sessionStore } from './session-store.ts';

let authFailureHandler: (failure: AuthFailure) => void = () => {};

/** Set once at start-up: what ending the session means needs the router and the query cache. */
export function setAuthFailureHandler(handler: (failure: AuthFailure) => void): void {
  authFailureHandler = handler;
}

const apiFetch = createApiFetch({
  // Looked up per call so tests can stub the global fetch.
  fetch: (request) => globalThis.fetch(request),
  language: currentLanguage,
  csrfToken: () => readCookie(CSRF_COOKIE),
  onAuthFailure: (failure) => authFailureHandler(failure),
  // Only a platform admin acts for a company; a company user's requests never carry the header.
  actingCompany: () => (sessionStore.getState().isAdmin ? getActingCompanyId() : null),
  connection,
});

/** The same fetch with another answer to 401/423; pass as the `fetch` option of one call. */
export function fetchWith(mode: AuthFailureMode) {
  return apiFetch(mode);
}

/** Typed from the committed OpenAPI document (`npm run api-types -w @maxer/web`). */
export const api = createClient<paths>({ baseUrl: window.location.origin, fetch: apiFetch('end-session') });

/** Data of a successful call, or the failure as an ApiError in the current language. */
export async function unwrap<T>(
  pending: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await pending;
  } catch (error) {
    // fetch rejects only when no answer came (offline, refused); an abort is the caller's own doing.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError(currentLanguage());
  }
  if (!result.response.ok) throw apiErrorFrom(result.response.status, result.error, currentLanguage());
  return result.data as T;
}

/**
 * The headers of a request the API client does not send itself (an upload through XMLHttpRequest,
 * lib/upload-queue.ts): the UI language, the CSRF token, and the company a platform admin acts for.
 */
export function apiRequestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': currentLanguage() };
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  const acting = sessionStore.getState().isAdmin ? getActingCompanyId() : null;
  if (acting) headers[ACT_FOR_COMPANY_HEADER] = acting;
  return headers;
}
