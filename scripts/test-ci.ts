// `npm run test:ci`, what CI runs for its tests before the PDF and browser tests (ADR 030, "CI"):
// 1. `npm test` itself, with the API tests against the PostgreSQL server (what production runs on)
//    instead of the embedded PGlite: every test once, on every core;
// 2. the several-instances tests, which need PostgreSQL and Redis and share Redis, one file at a time;
// 3. the API tests that exercise the embedded database's own paths (migrations, start-up, the data
//    directory, the job queue, prepared statements) and a money path, on PGlite. The browser tests run
//    the server on PGlite too, through every screen.
// Running the whole API suite twice (PGlite, then PostgreSQL) no longer fits CI's 20 minutes.
import { spawnSync } from 'node:child_process';
import { databaseUrl, ensureTestServers, redisUrl, root } from './test-servers.ts';

/** Test files that run on PGlite as well (paths under apps/server, as vitest filters match them). */
export const PGLITE_SET = [
  'src/main.test.ts',
  'src/db/',
  'src/platform/jobs/',
  'src/features/offers/',
  'src/features/invoices/',
  'src/features/payments/',
];

function run(title: string, args: string[], env: NodeJS.ProcessEnv) {
  console.log(`\n--- test:ci: ${title}`);
  const started = Date.now();
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env });
  if (result.error) console.error(`test:ci: could not run ${args.join(' ')}: ${result.error.message}`);
  console.log(
    `--- test:ci: ${title}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await ensureTestServers('test:ci');
const { REDIS_URL: _redis, TEST_DATABASE_URL: _database, ...plain } = process.env;

run(`npm test, the API tests against ${databaseUrl}`, ['npm', 'test'], {
  ...plain,
  TEST_DATABASE_URL: databaseUrl,
});
run(
  'several-instances tests (PostgreSQL and Redis)',
  ['vitest', 'run', '--project', 'server', '--maxWorkers=1', 'instances.test'],
  { ...plain, TEST_DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
);
run(
  'API tests on the embedded database (PGlite)',
  ['vitest', 'run', '--project', 'server', ...PGLITE_SET],
  plain,
);
