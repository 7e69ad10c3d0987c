import { describe, expect, it, vi } from 'vitest';
import { errorBody, jsonResponse } from '../test/render.tsx';
import { type AuthFailure, type AuthFailureMode, createApiFetch } from './api-fetch.ts';
import { createConnectionMonitor } from './connection.ts';

const URL_BASE = 'http://localhost:3000';

function setup(
  answers: Array<Response | (() => Response)>,
  csrf: string | null = 'csrf-token',
  actingCompany: () => string | null = () => null,
) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push(request);
    const next = answers.shift();
    if (!next) throw new Error('unexpected extra request');
    return typeof next === 'function' ? next() : next;
  });
  const failures: AuthFailure[] = [];
  const apiFetch = createApiFetch({
    fetch,
    language: () => 'en',
    csrfToken: () => csrf,
    onAuthFailure: (failure) => failures.push(failure),
    actingCompany,
    retryDelayMs: 0,
  });
  const call = (method: string, path: string, mode?: AuthFailureMode) =>
    apiFetch(mode)(
      new Request(`${URL_BASE}${path}`, { method, ...(method === 'POST' ? { body: '{}' } : {}) }),
    );
  return { call, seen, failures, fetch };
}

describe('the API client', () => {
  it('sends the UI language on every call and the CSRF token on state changes only', async () => {
    const { call, seen } = setup([jsonResponse(200, {}), jsonResponse(200, {}), jsonResponse(204, null)]);
    await call('GET', '/api/sessions');
    await call('POST', '/api/auth/logout');
    await call('DELETE', '/api/sessions/1');
    expect(seen.map((request) => request.headers.get('accept-language'))).toEqual(['en', 'en', 'en']);
    expect(seen.map((request) => request.headers.get('x-csrf-token'))).toEqual([
      null,
      'csrf-token',
      'csrf-token',
    ]);
    expect(seen.every((request) => request.credentials === 'same-origin')).toBe(true);
  });

  it('sends the company an admin acts for on every call while acting, and nothing otherwise', async () => {
    let acting: string | null = 'c0ffee00-0000-4000-8000-000000000001';
    const { call, seen } = setup(
      [jsonResponse(200, {}), jsonResponse(200, {}), jsonResponse(200, {})],
      'csrf-token',
      () => acting,
    );
    await call('GET', '/api/customers');
    await call('POST', '/api/customers');
    acting = null;
    await call('GET', '/api/admin/companies');
    expect(seen.map((request) => request.headers.get('x-company-id'))).toEqual([
      'c0ffee00-0000-4000-8000-000000000001',
      'c0ffee00-0000-4000-8000-000000000001',
      null,
    ]);
  });

  it('retries a GET once on a passing failure, and gives up after that one retry', async () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      const retried = setup([jsonResponse(status, {}), jsonResponse(200, { ok: true })]);
      const response = await retried.call('GET', '/api/sessions');
      expect(response.status, `status ${status}`).toBe(200);
      expect(retried.fetch).toHaveBeenCalledTimes(2);
    }
    const twice = setup([jsonResponse(503, {}), jsonResponse(503, {})]);
    expect((await twice.call('GET', '/api/sessions')).status).toBe(503);
    expect(twice.fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry other statuses, nor any state change', async () => {
    const notFound = setup([jsonResponse(404, errorBody('error_resource_not_found', 'Not found.'))]);
    expect((await notFound.call('GET', '/api/sessions/x')).status).toBe(404);
    expect(notFound.fetch).toHaveBeenCalledTimes(1);

    for (const method of ['POST', 'DELETE']) {
      const unsafe = setup([jsonResponse(503, {})]);
      expect((await unsafe.call(method, '/api/sessions/1')).status).toBe(503);
      expect(unsafe.fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('ends the session on 401 and on 423 from any call, with the server message', async () => {
    const expired = setup([
      jsonResponse(401, errorBody('error_session_inactive', 'Your session is no longer active.')),
    ]);
    await expired.call('GET', '/api/sessions');
    expect(expired.failures).toHaveLength(1);
    expect(expired.failures[0]).toMatchObject({ status: 401, navigate: true });
    expect(expired.failures[0]?.error).toMatchObject({
      code: 'error_session_inactive',
      message: 'Your session is no longer active.',
    });

    const inactive = setup([
      jsonResponse(423, errorBody('error_company_inactive', 'This company account is not active.')),
    ]);
    await inactive.call('DELETE', '/api/sessions/1');
    expect(inactive.failures[0]).toMatchObject({ status: 423, navigate: true });
    expect(inactive.failures[0]?.error.code).toBe('error_company_inactive');
  });

  it('leaves the way to sign-in to the route guard on the auth fetch, and a 401 of the sign-in form to the form', async () => {
    const quiet = setup([jsonResponse(401, errorBody('error_session_inactive', 'gone'))]);
    await quiet.call('GET', '/api/auth', 'end-session-quietly');
    expect(quiet.failures).toEqual([expect.objectContaining({ status: 401, navigate: false })]);

    const login = setup([
      jsonResponse(401, errorBody('error_login_failed', 'Error With the Email Or Password')),
    ]);
    const response = await login.call('POST', '/api/auth/login', 'caller');
    expect(response.status).toBe(401);
    expect(login.failures).toEqual([]);
  });

  it('does not end the session on other errors', async () => {
    const { call, failures } = setup([jsonResponse(403, errorBody('error_csrf', 'no'))]);
    await call('POST', '/api/auth/logout');
    expect(failures).toEqual([]);
  });
});

describe('the API client while the server cannot be reached', () => {
  function offlineSetup() {
    let up = false;
    const monitor = createConnectionMonitor({ ping: async () => up, intervalMs: 5 });
    let calls = 0;
    const fetch = vi.fn(async () => {
      calls += 1;
      if (!up) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { ok: true });
    });
    const apiFetch = createApiFetch({
      fetch,
      language: () => 'en',
      csrfToken: () => 'csrf',
      onAuthFailure: () => {},
      retryDelayMs: 0,
      connection: monitor,
    });
    const call = (method: string) =>
      apiFetch()(
        new Request(`${URL_BASE}/api/customers`, { method, ...(method === 'POST' ? { body: '{}' } : {}) }),
      );
    return { monitor, call, back: () => (up = true), calls: () => calls };
  }

  it('keeps a read waiting, says the server is away, and sends it again once it answers', async () => {
    const { monitor, call, back, calls } = offlineSetup();
    const answer = call('GET');
    await vi.waitFor(() => expect(monitor.reachable()).toBe(false));
    let settled = false;
    void answer.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(settled).toBe(false);
    back();
    expect((await answer).status).toBe(200);
    expect(monitor.reachable()).toBe(true);
    expect(calls()).toBe(2);
  });

  it('does not send a change twice: it fails at once, and the server is marked away', async () => {
    const { monitor, call, calls } = offlineSetup();
    await expect(call('POST')).rejects.toThrow('Failed to fetch');
    expect(calls()).toBe(1);
    expect(monitor.reachable()).toBe(false);
    monitor.reset();
  });
});
