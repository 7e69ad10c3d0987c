// Typed request handlers for web tests: the paths, parameters, bodies and answers of `openapi.json`
// (through the generated `api-schema.d.ts`), so a test's stand-in for the API cannot drift from it.
// `msw` answers the app's real `fetch` calls; a request no handler expects fails the test.
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { paths } from '../lib/api-schema.d.ts';

/** Handlers by path and method of the API: `api.post('/api/auth/login', ({ request, response }) => …)`. */
export const api = createOpenApiHttp<paths>();

/**
 * An API stand-in for the tests of one file: listening from its first test to its last, the
 * handlers a test adds (`server.use(…)`) removed after it. `server.requests` holds a copy of every
 * request the app sent during the current test (emptied after each), to check what was sent.
 * Web test files share their worker (`isolate: false`, decision 030): the handlers, the record and
 * the interception end with the file.
 */
export function setupApiServer(...handlers: Parameters<typeof setupServer>) {
  const requests: Request[] = [];
  const server = Object.assign(setupServer(...handlers), { requests });
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return server;
}

/** The path of a recorded request: `pathOf(server.requests[0])`. */
export function pathOf(request: Request | undefined): string {
  return new URL(request?.url ?? 'http://localhost/').pathname;
}
