import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../test/auth.ts';
import { errorBody, jsonResponse } from '../test/render.tsx';
import { setAuthFailureHandler } from './api.ts';
import { deleteCookie } from './cookies.ts';
import { ensureSession } from './session-auth.ts';
import { createSessionStore } from './session-store.ts';

const AUTH = { ...signedIn({ username: 'olivia' }), accessToken: 'access-token' };

function withSessionCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server, which sets this cookie at sign-in.
  document.cookie = 'x-csrf=abc; Path=/';
}

afterEach(() => {
  deleteCookie('x-csrf');
  setAuthFailureHandler(() => {});
});

describe('loading the session on navigation (spec §4)', () => {
  it('does not ask the server when there is no session cookie', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const store = createSessionStore();
    await ensureSession(store);
    expect(fetch).not.toHaveBeenCalled();
    expect(store.getState().isLogin).toBe(false);
  });

  it('stores user, token and company once, however many navigations ask at the same time', async () => {
    withSessionCookie();
    const fetch = vi.fn(async () => jsonResponse(200, AUTH));
    vi.stubGlobal('fetch', fetch);
    const store = createSessionStore();
    await Promise.all([ensureSession(store), ensureSession(store)]);
    await ensureSession(store);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({
      isLogin: true,
      isAdmin: false,
      token: 'access-token',
      userInfo: AUTH.userInfo,
      currentCompany: AUTH.userInfo.company,
    });
  });

  it('hands a 401 to the session handler without navigating, and logs nothing', async () => {
    withSessionCookie();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, errorBody('error_session_inactive', 'gone'))),
    );
    const handler = vi.fn();
    setAuthFailureHandler(handler);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createSessionStore();
    await ensureSession(store);
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ status: 401, navigate: false }));
    expect(log).not.toHaveBeenCalled();
    expect(store.getState().isLogin).toBe(false);
  });

  it('only logs a failure that is not 401/423: no message for the person', async () => {
    withSessionCookie();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, errorBody('error_something_wrong', 'broken'))),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const show = vi.spyOn(notifications, 'show');
    const store = createSessionStore();
    await ensureSession(store);
    expect(log).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();
    expect(store.getState().isLogin).toBe(false);
  });
});
