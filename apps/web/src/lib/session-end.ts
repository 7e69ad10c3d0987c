import { CSRF_COOKIE } from '@maxer/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthFailure } from './api-fetch.ts';
import { deleteCookie } from './cookies.ts';
import { keepDrafts } from './form-drafts.ts';
import type { SessionStore } from './session-store.ts';
import { toast } from './toast.ts';

export interface SessionEndDeps {
  store: SessionStore;
  queryClient: QueryClient;
  /** Go to sign-in with the way back to the current page (nothing when already on a public page). */
  goToSignIn: () => void;
  /** Said after the reason when unsaved changes of a form were kept for after signing in again. */
  draftsKeptMessage?: () => string;
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
 * The session ended without the person asking: the unsaved changes of the forms on screen are kept
 * for after signing in again (lib/form-drafts.ts), then the session is forgotten. Answers how many.
 */
function endSession(deps: SessionEndDeps): number {
  const kept = deps.store.getState().isLogin ? keepDrafts() : 0;
  clearLocalSession(deps);
  return kept;
}

/** The reason, and that the work is kept when it was: then the message stays until dismissed. */
function tell(deps: SessionEndDeps, type: 'info' | 'warning', reason: string, kept: number): void {
  if (kept > 0)
    toast('warning', `${reason} ${deps.draftsKeptMessage?.() ?? ''}`.trim(), { persistent: true });
  else toast(type, reason);
}

/**
 * A 401 or 423 from any call (spec §4, §8): log out, clear the cookie, go to sign-in. The person learns
 * why when it concerns them: an inactive account (423) always, an ended session only if they were in it.
 */
export function createAuthFailureHandler(deps: SessionEndDeps) {
  return ({ status, error, navigate }: AuthFailure) => {
    const wasSignedIn = deps.store.getState().isLogin;
    const kept = endSession(deps);
    if (status === 423) tell(deps, 'warning', error.message, kept);
    else if (wasSignedIn) tell(deps, 'info', error.message, kept);
    if (navigate) deps.goToSignIn();
  };
}

/** This session was signed out or revoked elsewhere (real-time event). */
export function createRevokedHandler(deps: SessionEndDeps & { message: () => string }) {
  return () => {
    if (!deps.store.getState().isLogin) return;
    const kept = endSession(deps);
    tell(deps, 'info', deps.message(), kept);
    deps.goToSignIn();
  };
}
