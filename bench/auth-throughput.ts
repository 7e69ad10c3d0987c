// Requests per second and latency of `GET /api/auth` with a valid session: the request every page of
// the web app makes first, and the cost of authentication that every other API call also pays.
// The real app runs in this process on a fresh embedded database (or on DATABASE_URL when set),
// listening on the loopback interface; autocannon fires from a worker thread.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@maxer/server/app';
import autocannon from 'autocannon';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../apps/server/src/db/seed.ts';
import { memoryRateLimitStore } from '../apps/server/src/platform/rate-limit.ts';
import { freePort, numberFromEnv } from './helpers.ts';

export interface AuthThroughput {
  database: 'pglite' | 'postgres';
  connections: number;
  durationS: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export async function runAuthThroughput(): Promise<AuthThroughput> {
  const connections = numberFromEnv('BENCH_CONNECTIONS', 10);
  const durationS = numberFromEnv('BENCH_DURATION', 10);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-auth-'));
  const password = process.env.DEMO_PASSWORD || 'maxer-demo';
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    DEMO_PASSWORD: password,
    // Request logs would measure the terminal, not the server.
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
  });

  const database = await openDatabase(config);
  try {
    await migrate(database);
    await seedDemo(database.db, password);
    const app = await buildApp({
      config,
      database,
      rateLimitStore: memoryRateLimitStore(),
      countryOf: () => null,
    });
    try {
      const port = await freePort();
      await app.listen({ port, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${port}`;

      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.owner, password }),
      });
      if (login.status !== 200) {
        throw new Error(`sign-in as ${DEMO_ACCOUNTS.owner} failed: ${login.status} ${await login.text()}`);
      }
      const { accessToken } = (await login.json()) as { accessToken: string };
      const headers = { authorization: `Bearer ${accessToken}` };
      const probe = await fetch(`${base}/api/auth`, { headers });
      if (probe.status !== 200) throw new Error(`GET /api/auth answered ${probe.status}`);

      const result = await autocannon({
        url: `${base}/api/auth`,
        method: 'GET',
        headers,
        connections,
        duration: durationS,
        // The load generator on its own thread, so it does not take the server's event loop.
        workers: 1,
      });
      return {
        database: database.kind,
        connections,
        durationS,
        requestsPerSecond: result.requests.average,
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeAuthThroughput(r: AuthThroughput): string {
  return (
    `GET /api/auth (bearer session, ${r.connections} connections, ${r.durationS} s, ${r.database}): ` +
    `${Math.round(r.requestsPerSecond)} requests/s, p50 ${r.latencyP50Ms} ms, p99 ${r.latencyP99Ms} ms ` +
    `(${r.requests} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`
  );
}

if (import.meta.main) {
  const result = await runAuthThroughput();
  console.log(describeAuthThroughput(result));
  process.exit(result.non2xx > 0 || result.errors > 0 ? 1 : 0);
}
