import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, jsonResponse } from '../test/render.tsx';
import { api, setAuthFailureHandler, unwrap } from './api.ts';
import { ApiError } from './api-error.ts';

afterEach(() => {
  setAuthFailureHandler(() => {});
  window.history.replaceState(null, '', '/');
});

describe('unwrap', () => {
  it('returns the data of a successful call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 })),
    );
    const data = await unwrap(api.GET('/api/sessions'));
    expect(data.total).toBe(0);
  });

  it('throws an ApiError with the server code, message and field errors', async () => {
    const body = errorBody('error_validation', 'Please check the highlighted fields.', {
      email: { code: 'error_email_invalid', message: 'The Email is not valid' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, body)),
    );
    const error = await unwrap(api.POST('/api/auth/login', { body: { email: 'x', password: 'y' } })).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'error_validation',
      message: 'Please check the highlighted fields.',
      fields: { email: { code: 'error_email_invalid', message: 'The Email is not valid' } },
    });
  });

  it('gives a body that is not ours a generic message in the page language', async () => {
    window.history.replaceState(null, '', '/en/active-sessions');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 404 })),
    );
    const error = await unwrap(api.GET('/api/sessions')).catch((e) => e);
    expect(error).toMatchObject({
      status: 404,
      code: 'error_something_wrong',
      message: 'Something is going wrong',
    });
  });

  it('turns an unreachable server into an ApiError with status 0 for a change (a read waits)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await unwrap(api.DELETE('/api/sessions/{id}', { params: { path: { id: 'x' } } })).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'error_service_unavailable' });
  });

  it('reports a 401 to the session handler before the caller sees the error', async () => {
    const handler = vi.fn();
    setAuthFailureHandler(handler);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, errorBody('error_session_inactive', 'gone'))),
    );
    const error = await unwrap(api.GET('/api/sessions')).catch((e) => e);
    expect(error).toMatchObject({ status: 401, code: 'error_session_inactive' });
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ status: 401, navigate: true }));
  });
});
