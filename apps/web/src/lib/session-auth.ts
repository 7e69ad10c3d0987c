import { CSRF_COOKIE } from '@maxer/domain';
import { api, fetchWith, unwrap } from './api.ts';
import { ApiError, isAuthFailureStatus } from './api-error.ts';
import { readCookie } from './cookies.ts';
import { isAdminHost } from './host.ts';
import type { SessionStore } from './session-store.ts';

let pending: Promise<void> | null = null;

/**
 * Spec §4: on navigation, when a session cookie exists and no user is loaded, fetch the auth call.
 * `x-auth` is HttpOnly, so its readable companion `x-csrf` is the marker. A 401/423 clears the
 * session (the route guard then sends the person to sign-in); any other failure is only logged.
 */
export function ensureSession(store: SessionStore): Promise<void> {
  if (store.getState().isLogin || !readCookie(CSRF_COOKIE)) return Promise.resolve();
  pending ??= unwrap(api.GET('/api/auth', { fetch: fetchWith('end-session-quietly') }))
    .then((auth) => store.signIn(auth, isAdminHost()))
    .catch((error: unknown) => {
      if (error instanceof ApiError && isAuthFailureStatus(error.status)) return;
      console.error('Could not load the signed-in user', error);
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * Ask the server whether this session still lives (after the real-time connection was refused or
 * dropped by the server). A dead session ends through the usual 401 handling.
 */
export async function verifySession(): Promise<boolean> {
  try {
    await unwrap(api.GET('/api/auth'));
    return true;
  } catch (error) {
    if (!(error instanceof ApiError && isAuthFailureStatus(error.status))) {
      console.error('Could not check the session', error);
    }
    return false;
  }
}
