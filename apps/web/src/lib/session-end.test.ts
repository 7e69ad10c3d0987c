import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../test/auth.ts';
import { ApiError } from './api-error.ts';
import { deleteCookie, readCookie } from './cookies.ts';
import { createAuthFailureHandler, createRevokedHandler } from './session-end.ts';
import { createSessionStore, INITIAL_SESSION } from './session-store.ts';

const AUTH = { ...signedIn({ username: 'olivia' }), accessToken: 'token' };

function setup() {
  const store = createSessionStore();
  store.signIn(AUTH, false);
  const socket = { disconnect: vi.fn() };
  store.setSocket(socket as never);
  const queryClient = new QueryClient();
  queryClient.setQueryData(['sessions'], { items: [] });
  const goToSignIn = vi.fn();
  const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
  return { store, socket, queryClient, goToSignIn, show };
}

const error = (status: number, code: 'error_session_inactive' | 'error_user_inactive', message: string) =>
  new ApiError({ status, code, message });

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server, which sets this cookie at sign-in.
  document.cookie = 'x-csrf=abc; Path=/';
});
afterEach(() => deleteCookie('x-csrf'));

describe('ending the session on 401/423', () => {
  it('clears the state, the cookie, cached data and the socket, then goes to sign-in', () => {
    const { store, socket, queryClient, goToSignIn, show } = setup();
    createAuthFailureHandler({ store, queryClient, goToSignIn })({
      status: 401,
      error: error(401, 'error_session_inactive', 'Your session is no longer active.'),
      navigate: true,
    });
    expect(store.getState()).toEqual(INITIAL_SESSION);
    expect(socket.disconnect).toHaveBeenCalled();
    expect(readCookie('x-csrf')).toBeNull();
    expect(queryClient.getQueryData(['sessions'])).toBeUndefined();
    expect(goToSignIn).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Your session is no longer active.' }),
    );
  });

  it('tells about an inactive account (423) even to someone not signed in yet', () => {
    const { store, queryClient, goToSignIn, show } = setup();
    store.reset();
    createAuthFailureHandler({ store, queryClient, goToSignIn })({
      status: 423,
      error: error(423, 'error_user_inactive', 'Your account is not active.'),
      navigate: false,
    });
    expect(goToSignIn).not.toHaveBeenCalled();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Your account is not active.', color: 'yellow' }),
    );
  });

  it('is quiet about a stale cookie found at start-up (nobody was signed in)', () => {
    const { store, queryClient, goToSignIn, show } = setup();
    store.reset();
    createAuthFailureHandler({ store, queryClient, goToSignIn })({
      status: 401,
      error: error(401, 'error_session_inactive', 'gone'),
      navigate: false,
    });
    expect(show).not.toHaveBeenCalled();
    expect(readCookie('x-csrf')).toBeNull();
  });
});

describe('a session revoked elsewhere', () => {
  it('signs this tab out once, with a notice', () => {
    const { store, queryClient, goToSignIn, show } = setup();
    const revoked = createRevokedHandler({
      store,
      queryClient,
      goToSignIn,
      message: () => 'Signed out elsewhere.',
    });
    revoked();
    revoked();
    expect(store.getState().isLogin).toBe(false);
    expect(goToSignIn).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledTimes(1);
  });
});
