import {
  type AuthResponse,
  CSRF_COOKIE,
  CSRF_HEADER,
  type ForgotPasswordBody,
  type Language,
  type LoginBody,
} from '@maxer/domain';
import { type ApiError, networkError, readApiError } from '../lib/api-error.ts';
import { readCookie } from '../lib/cookies.ts';

/**
 * The two calls of the sign-in page, on plain fetch: the page is also its own small bundle
 * (login.html) without the app's API client, query cache or router. Errors are the app's `ApiError`
 * (the server's code and message in the page's language), so both hosts of the page show them alike.
 */
export function signInApi(language: Language, fetcher: () => typeof fetch = () => globalThis.fetch) {
  async function post<T>(path: string, body: unknown): Promise<T> {
    const csrf = readCookie(CSRF_COOKIE);
    let response: Response;
    try {
      response = await fetcher()(path, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'accept-language': language,
          'content-type': 'application/json',
          // A stale session's cookie may still be there; the server then wants its CSRF token too.
          ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
        },
        body: JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch {
      throw networkError(language);
    }
    if (!response.ok) throw await readApiError(response, language);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }
  return {
    login: (body: LoginBody) => post<AuthResponse>('/api/auth/login', body),
    forgotPassword: (body: ForgotPasswordBody) => post<void>('/api/auth/forgot-password', body),
  };
}

export type SignInApi = ReturnType<typeof signInApi>;
export type { ApiError };
