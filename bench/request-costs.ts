// What one signed-in request costs the server (issue 21): CPU time per request of the server process
// (every thread: event loop, log writing, the pg driver) and of its PostgreSQL backends, with requests
// per second beside them. CPU per request stays meaningful on a busy machine, where requests per second
// do not; the load average is printed with every figure.
//
// The app runs in this process on a fresh PostgreSQL database (BENCH_POSTGRES_URL's server), logging at
// info (LOG_LEVEL as in production) to standard output: run it with stdout sent to /dev/null, the
// figures go to standard error. autocannon runs as a process of its own, so its CPU is not counted.
//
// BENCH_DURATION     seconds per measurement (default 8)
// BENCH_CONNECTIONS  concurrent connections (default 10)
// BENCH_ROUNDS       measurements per route (default 2)
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '@maxer/server/app';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../apps/server/src/db/seed.ts';
import { memoryRateLimitStore } from '../apps/server/src/platform/rate-limit.ts';
import { createPostgresDatabase, DEFAULT_POSTGRES_URL, dropDatabase } from './bench-postgres.ts';
import { freePort, numberFromEnv, repoRoot } from './helpers.ts';

const run = promisify(execFile);
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) of this database's PostgreSQL backends, from /proc. */
function backendCpuSeconds(databaseName: string): number {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres:') || !cmdline.includes(` ${databaseName} `)) continue;
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / CLOCK_TICKS;
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const durationS = numberFromEnv('BENCH_DURATION', 8);
const connections = numberFromEnv('BENCH_CONNECTIONS', 10);
const rounds = numberFromEnv('BENCH_ROUNDS', 2);
const adminUrl = process.env.BENCH_POSTGRES_URL || DEFAULT_POSTGRES_URL;
const label = process.env.BENCH_LABEL || path.basename(repoRoot);

const created = await createPostgresDatabase(adminUrl);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-costs-'));
const password = 'maxer-demo';
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: created.url,
  DEMO_PASSWORD: password,
  LOG_LEVEL: 'info',
  SEED_DEMO: 'false',
  WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
});
const database = await openDatabase(config);
await migrate(database);
await seedDemo(database.db, password);
const app = await buildApp({
  config,
  database,
  rateLimitStore: memoryRateLimitStore(),
  countryOf: () => null,
  jobs: { runWorker: false },
});
const port = await freePort();
await app.listen({ port, host: '127.0.0.1' });
const base = `http://127.0.0.1:${port}`;
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: DEMO_ACCOUNTS.owner, password }),
});
const { accessToken } = (await login.json()) as { accessToken: string };
const authorization = `Bearer ${accessToken}`;
for (let i = 0; i < 25; i++) {
  const response = await fetch(`${base}/api/customers`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: `Hans ${i}`, lastName: 'Muster', city: 'Bern', zipCode: '3011' }),
  });
  if (response.status !== 201) throw new Error(`customer not created: ${await response.text()}`);
}

const autocannonBin = path.join(repoRoot, 'node_modules/autocannon/autocannon.js');
const routes = ['/api/auth', '/api/customers?page=1&pageSize=25'];
for (let round = 0; round < rounds; round++) {
  for (const route of routes) {
    const probe = await fetch(`${base}${route}`, { headers: { authorization } });
    if (probe.status !== 200) throw new Error(`${route} answered ${probe.status}`);
    const loadBefore = load();
    const cpuBefore = process.cpuUsage();
    const pgBefore = backendCpuSeconds(created.name);
    const { stdout } = await run(process.execPath, [
      autocannonBin,
      '-j',
      '-c',
      String(connections),
      '-d',
      String(durationS),
      '-H',
      `authorization=${authorization}`,
      `${base}${route}`,
    ]);
    const cpu = process.cpuUsage(cpuBefore);
    const pg = backendCpuSeconds(created.name) - pgBefore;
    const result = JSON.parse(stdout) as { requests: { total: number; average: number }; non2xx: number };
    const n = result.requests.total;
    const serverUs = (cpu.user + cpu.system) / n;
    console.error(
      `${label} GET ${route.split('?')[0]}: server ${serverUs.toFixed(0)} µs CPU/request, ` +
        `PostgreSQL ${((pg * 1e6) / n).toFixed(0)} µs/request, ${Math.round(result.requests.average)} req/s ` +
        `(${n} requests, ${result.non2xx} non-2xx; load ${loadBefore} → ${load()})`,
    );
  }
}
await app.close();
await database.close();
await dropDatabase(adminUrl, created.name);
fs.rmSync(dataDir, { recursive: true, force: true });
