import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_COOKIE, CSRF_COOKIE, CSRF_HEADER } from '@maxer/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { memoryRateLimitStore } from '../platform/rate-limit.ts';
import { createTestDatabase } from './database.ts';
import { factories, TEST_PASSWORD } from './factories.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  make: ReturnType<typeof factories>;
  close(): Promise<void>;
}

/** The real app on a fresh database; `overrides` replace dependencies (never product branches). */
export async function createTestApp(
  overrides: Partial<AppDeps> = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // Uploaded files of this test app live in their own directory, removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-app-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    rateLimitStore: memoryRateLimitStore(),
    countryOf: () => null,
    // Tests run the due jobs themselves (e.g. deliverQueuedMail), so they see each step.
    jobs: { runWorker: false },
    ...overrides,
  });
  await app.ready();
  presentAsBrowser(app);
  return {
    app,
    database,
    make: factories(database.db),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a desktop browser sends as its user agent. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';

/**
 * Requests of the tests come as from a browser unless a test names another user agent: inject's own
 * ("lightMyRequest") is a bot's to isbot, and bots get plain statuses instead of pages (ADR 054).
 */
function presentAsBrowser(app: FastifyInstance) {
  const inject = app.inject.bind(app) as (options?: unknown) => unknown;
  const withBrowser = (options: unknown) => {
    if (options === undefined) return inject();
    const given: { url?: string; headers?: object } =
      typeof options === 'string' ? { url: options } : (options as { headers?: object });
    return inject({ ...given, headers: { 'user-agent': BROWSER_USER_AGENT, ...given.headers } });
  };
  app.inject = withBrowser as FastifyInstance['inject'];
}

/** A signed-in caller: the cookies and headers a browser would send, and the bearer token. */
export interface Session {
  token: string;
  csrf: string;
  /** Headers for a cookie-authenticated browser request with its CSRF token. */
  headers: Record<string, string>;
  bearer: Record<string, string>;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  options: { host?: string; password?: string } = {},
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: options.host ?? 'localhost' },
    payload: { email, password: options.password ?? TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const token = cookieValue(response, AUTH_COOKIE)!;
  const csrf = cookieValue(response, CSRF_COOKIE)!;
  return {
    token,
    csrf,
    headers: {
      host: options.host ?? 'localhost',
      cookie: `${AUTH_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}`,
      [CSRF_HEADER]: csrf,
    },
    bearer: { host: options.host ?? 'localhost', authorization: `Bearer ${token}` },
  };
}
