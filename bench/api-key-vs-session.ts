// Requests per second of one list route, GET /api/customers (page 1, 25 rows, sorted by last name), for
// one owner's company of 2,000 customers: authenticated with an API key (`Authorization: Bearer mx_…`)
// and with a session cookie (`x-auth`), alternately, on PGlite in this process (issue 19, "Tests and
// figures"). The key's rate limit is raised for the run, so the limit is not what is measured.
//
//   npm run bench:api-key -w @maxer/bench      (or: npx node bench/api-key-vs-session.ts)
//
// BENCH_DURATION  seconds per measurement (default 10); ROUNDS rounds of both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_COOKIE } from '@maxer/domain';
import { openPglite } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { signInOwner, startBenchApp } from './bench-app.ts';
import { giveUpAfter } from './give-up.ts';
import { machineLine, numberFromEnv, table } from './helpers.ts';
import { type Measurement, measure } from './load-measure.ts';
import { seed } from './seed-customers.ts';

const ROUNDS = 2;
const durationS = numberFromEnv('BENCH_DURATION', 10);
const LIST = '/api/customers?page=1&pageSize=25&sort=lastName';
giveUpAfter('api-key-vs-session', (ROUNDS * 2 * durationS + 180) * 1000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-api-key-'));
const database = await openPglite(dataDir);
try {
  await migrate(database);
  await seed(database.db, 1, 2000);
  const app = await startBenchApp({
    dataDir,
    database,
    env: { API_KEY_LIMIT_PER_MINUTE: '1000000' },
  });
  try {
    const session = await signInOwner(app.base, 0);
    const created = await fetch(`${app.base}/api/api-keys`, {
      method: 'POST',
      headers: { ...session, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', scope: 'read' }),
    });
    if (created.status !== 201) throw new Error(`creating the key answered ${created.status}`);
    const { token } = (await created.json()) as { token: string };
    const sessionToken = session.authorization!.slice('Bearer '.length);
    const callers: [string, Record<string, string>][] = [
      ['API key', { authorization: `Bearer ${token}` }],
      ['session cookie', { cookie: `${AUTH_COOKIE}=${sessionToken}` }],
    ];
    for (const [name, headers] of callers) {
      const probe = await fetch(`${app.base}${LIST}`, { headers });
      if (probe.status !== 200) throw new Error(`${name}: GET ${LIST} answered ${probe.status}`);
    }

    const results: { caller: string; m: Measurement }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [caller, headers] of callers) {
        console.log(`round ${round + 1}: ${caller}, GET ${LIST} for ${durationS} s …`);
        results.push({ caller, m: await measure(app.base, headers, 'list', LIST, durationS, undefined) });
      }
    }
    console.log(`\n${machineLine()}`);
    console.log(`GET ${LIST}, 20 connections, ${durationS} s each, PGlite, 1 company × 2,000 customers\n`);
    console.log(
      table(
        ['caller', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'server CPU ms/req', 'load average before'],
        results.map(({ caller, m }) => [
          caller,
          m.requestsPerSecond.toFixed(0),
          String(m.latencyP50Ms),
          String(m.latencyP99Ms),
          String(m.non2xx),
          m.serverCpuMsPerRequest.toFixed(2),
          m.loadAverage,
        ]),
      ),
    );
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
