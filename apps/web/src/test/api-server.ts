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
 * handlers a test adds (`server.use(…)`) removed after it.
 */
export function setupApiServer(...handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
