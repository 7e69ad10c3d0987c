// The PostgreSQL server and Redis that the API tests can run against (`npm run test:api:pg`, CI's
// `npm run test:ci`): started when they are local and down (Debian's pg_ctlcluster), the test database
// created when missing. The test setup (apps/server/src/testing/global-setup.ts) migrates a template
// database there and copies it for each test file.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether something accepts TCP connections at host:port within `timeoutMs`. */
function reachable(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function hostAndPort(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port) || defaultPort };
}

function commandExists(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Start the Debian cluster that listens on `port` (pg_lsclusters: version, name, port, status, …). */
function startDebianCluster(port: number): boolean {
  const list = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  const cluster = (list.stdout ?? '')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => Number(fields[2]) === port);
  if (!cluster) {
    console.error(`test servers: pg_lsclusters shows no cluster on port ${port}.`);
    return false;
  }
  const [version, name] = cluster;
  console.log(`test servers: starting PostgreSQL cluster ${version}/${name} …`);
  const started = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version!, name!, 'start'], {
    stdio: 'inherit',
  });
  return started.status === 0;
}

async function waitFor(host: string, port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await reachable(host, port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
type PgModule = { Client: new (config: { connectionString: string }) => PgClient };

/** The tests connect to the database of the URL to create their own: make sure it exists. */
async function ensureDatabase(url: string) {
  // pg is the server's dependency; resolve it from there.
  const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg') as PgModule;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return;
  } catch (error) {
    await client.end().catch(() => {});
    if ((error as { code?: string }).code !== '3D000') throw error;
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  console.log(`test servers: creating database ${name} …`);
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}

/** Make sure PostgreSQL answers at `databaseUrl` with its database (exits the process if not); warn without Redis. */
export async function ensureTestServers(label: string) {
  const postgres = hostAndPort(databaseUrl, 5432);
  if (!(await reachable(postgres.host, postgres.port))) {
    const local = ['127.0.0.1', 'localhost', '::1'].includes(postgres.host);
    if (!local || !commandExists('pg_ctlcluster') || !startDebianCluster(postgres.port)) {
      console.error(
        `\n  ${label}: no PostgreSQL server answers at ${postgres.host}:${postgres.port}.\n` +
          '  Start one (Debian: `pg_ctlcluster 15 main start`) or point TEST_DATABASE_URL at one.\n',
      );
      process.exit(1);
    }
    if (!(await waitFor(postgres.host, postgres.port, 30_000))) {
      console.error(`\n  ${label}: PostgreSQL did not come up at ${postgres.host}:${postgres.port}.\n`);
      process.exit(1);
    }
  }
  try {
    await ensureDatabase(databaseUrl);
  } catch (error) {
    console.error(`\n  ${label}: cannot use ${databaseUrl}: ${(error as Error).message}\n`);
    process.exit(1);
  }

  const redis = hostAndPort(redisUrl, 6379);
  if (!(await reachable(redis.host, redis.port))) {
    console.warn(
      `${label}: warning: no Redis answers at ${redis.host}:${redis.port}; tests that need it will fail.`,
    );
  }
}
