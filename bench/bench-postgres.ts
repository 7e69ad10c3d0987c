// PostgreSQL for the benches: a fresh database per run on a loopback server, dropped at the end (also
// after a timeout or Ctrl-C).
import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/db/client.ts';

/** Where BENCH_POSTGRES_URL points by default: a maintenance database on this machine. */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
/** Databases created and not dropped yet, so a timeout or Ctrl-C can still drop them. */
const liveDatabases = new Map<string, string>();

export async function dropDatabase(adminUrl: string, name: string) {
  const admin = await openPostgres(adminUrl, { max: 1 });
  try {
    await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
    liveDatabases.delete(name);
  } finally {
    await admin.close();
  }
}

/** Drop any bench database still there (after a timeout or an interrupt), within `timeoutMs`. */
export async function dropLeftoverDatabases(timeoutMs = 5000): Promise<void> {
  const drops = [...liveDatabases].map(([name, adminUrl]) =>
    dropDatabase(adminUrl, name).catch(() => undefined),
  );
  await Promise.race([Promise.all(drops), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
}

export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; name: string }> {
  const url = new URL(adminUrl);
  if (!LOOPBACK.has(url.hostname)) {
    throw new Error(`BENCH_POSTGRES_URL must name a server on this machine (loopback), not ${url.hostname}`);
  }
  const name = `maxer_bench_${process.pid}`;
  const admin = await openPostgres(adminUrl, { max: 1 });
  try {
    await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
    await admin.db.execute(sql.raw(`create database "${name}"`));
    liveDatabases.set(name, adminUrl);
  } finally {
    await admin.close();
  }
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

// ---------------------------------------------------------------------------------------------------
// EXPLAIN of the exact statements listCustomers sends.
