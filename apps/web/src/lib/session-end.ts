import { CSRF_COOKIE } from '@maxer/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthFailure } from './api-fetch.ts';
import { deleteCookie } from './cookies.ts';
import type { SessionStore } from './session-store.ts';
import { toast } from './toast.ts';

export interface SessionEndDeps {
  store: SessionStore;
  queryClient: QueryClient;
  /** Go to sign-in with the way back to the current page (nothing when already on a public page). */
  goToSignIn: () => void;
}

/** Forget the session in this tab: real-time connection, state, the readable cookie, cached data. */
export function clearLocalSession({
  store,
  queryClient,
}: Pick<SessionEndDeps, 'store' | 'queryClient'>): void {
  store.getState().socket?.disconnect();
  store.reset();
  deleteCookie(CSRF_COOKIE);
  queryClient.clear();
}

/**
 * A 401 or 423 from any call (spec §4, §8): log out, clear the cookie, go to sign-in. The person learns
 * why when it concerns them: an inactive account (423) always, an ended session only if they were in it.
 */
export function createAuthFailureHandler(deps: SessionEndDeps) {
  return ({ status, error, navigate }: AuthFailure) => {
    const wasSignedIn = deps.store.getState().isLogin;
    clearLocalSession(deps);
    if (status === 423) toast('warning', error.message);
    else if (wasSignedIn) toast('info', error.message);
    if (navigate) deps.goToSignIn();
  };
}

/** This session was signed out or revoked elsewhere (real-time event). */
export function createRevokedHandler(deps: SessionEndDeps & { message: () => string }) {
  return () => {
    if (!deps.store.getState().isLogin) return;
    clearLocalSession(deps);
    toast('info', deps.message());
    deps.goToSignIn();
  };
}
