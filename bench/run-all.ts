// `npm run bench`: every bench in turn, then one summary table. Loopback only; each bench is bounded
// in time and the whole run gives up after RUN_TIMEOUT_MS.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10) tune the load test;
// DATABASE_URL runs it against a PostgreSQL server instead of the embedded database.
import { type AuthThroughput, describeAuthThroughput, runAuthThroughput } from './auth-throughput.ts';
import { machineLine, numberFromEnv, table } from './helpers.ts';
import { describeStartupTime, runStartupTime, type StartupTime, startupProblems } from './startup-time.ts';

const RUN_TIMEOUT_MS = (numberFromEnv('BENCH_DURATION', 10) + 180) * 1000;
setTimeout(() => {
  console.error(`bench: gave up after ${RUN_TIMEOUT_MS / 1000} s`);
  process.exit(1);
}, RUN_TIMEOUT_MS).unref();

const ms = (value: number) => `${Math.round(value)} ms`;
const problems: string[] = [];

console.log(`Maxer bench on ${machineLine()}\n`);

console.log('startup-time: starting apps/server/src/main.ts on an empty, then on a seeded data directory …');
let startup: StartupTime | undefined;
try {
  startup = await runStartupTime();
  console.log(describeStartupTime(startup));
  problems.push(...startupProblems(startup));
} catch (error) {
  problems.push(`startup-time: ${(error as Error).message}`);
}

console.log('\nauth-throughput: GET /api/auth under load …');
let auth: AuthThroughput | undefined;
try {
  auth = await runAuthThroughput();
  console.log(describeAuthThroughput(auth));
  if (auth.non2xx > 0 || auth.errors > 0) {
    problems.push(`auth-throughput: ${auth.non2xx} non-2xx answers, ${auth.errors} errors`);
  }
} catch (error) {
  problems.push(`auth-throughput: ${(error as Error).message}`);
}

const rows: string[][] = [];
if (auth) {
  const load = `${auth.connections} connections, ${auth.durationS} s, ${auth.database}`;
  rows.push(
    ['GET /api/auth, valid session: requests/s', String(Math.round(auth.requestsPerSecond)), load],
    ['GET /api/auth latency p50', ms(auth.latencyP50Ms), load],
    ['GET /api/auth latency p99', ms(auth.latencyP99Ms), load],
  );
}
if (startup) {
  rows.push(
    [
      'start → first healthy answer, empty data dir',
      ms(startup.empty.healthyMs),
      'create PGlite, migrate, seed demo',
    ],
    [
      'start → first healthy answer, seeded data dir',
      ms(startup.seeded.healthyMs),
      'open PGlite, migrations up to date',
    ],
    ['SIGTERM → exit (seeded)', ms(startup.seeded.shutdownMs), 'CHECKPOINT, close, release lock'],
    [
      'lock file removed after shutdown',
      startup.empty.lockReleased && startup.seeded.lockReleased ? 'yes' : 'NO',
      'DATA_DIR/maxer.lock',
    ],
  );
}

console.log(`\nSummary\n${table(['figure', 'value', 'conditions'], rows)}`);
if (problems.length > 0) {
  console.error(`\nProblems:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
process.exit(0);
