// The real app for a list bench: built on an already seeded database, listening on the loopback
// interface in this process, and an owner's bearer token to call it with.
import path from 'node:path';
import { buildApp } from '@maxer/server/app';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { memoryRateLimitStore } from '../apps/server/src/platform/rate-limit.ts';
import { freePort } from './helpers.ts';
import { ownerEmail, PASSWORD } from './seed-customers.ts';

export interface BenchApp {
  base: string;
  close: () => Promise<void>;
}

/** `databaseUrl` for PostgreSQL; without it the app uses the PGlite `database` kept in `dataDir`. */
export async function startBenchApp(options: {
  dataDir: string;
  database: Database;
  databaseUrl?: string;
  /** More settings (e.g. a higher API key rate limit, so the limit is not what is measured). */
  env?: Record<string, string>;
}): Promise<BenchApp> {
  const config = loadConfig({
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    SEED_DEMO: 'false',
    // Request logs would measure the terminal, not the server.
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(options.dataDir, 'no-web-app'),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: options.database,
    rateLimitStore: memoryRateLimitStore(),
    countryOf: () => null,
    jobs: { runWorker: false },
  });
  try {
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });
    return { base: `http://127.0.0.1:${port}`, close: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** Signs in as the seeded owner of company `k`; the headers carry the bearer token. */
export async function signInOwner(base: string, k: number): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ownerEmail(k), password: PASSWORD }),
  });
  if (login.status !== 200) {
    throw new Error(`sign-in as ${ownerEmail(k)} failed: ${login.status} ${await login.text()}`);
  }
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}
