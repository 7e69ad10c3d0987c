// `npm run test:api:pg`: the server's API tests a second time, against a PostgreSQL server instead of
// the embedded PGlite, with Redis (so the several-instances tests run too).
import { spawnSync } from 'node:child_process';
import { databaseUrl, ensureTestServers, redisUrl, root } from './test-servers.ts';

await ensureTestServers('test:api:pg');

console.log(`test:api:pg: server API tests against ${databaseUrl}`);
// One file at a time: the several-instances tests share Redis and the server with the API tests.
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', '--maxWorkers=1'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
});
if (result.error) {
  console.error(`test:api:pg: could not run vitest: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
