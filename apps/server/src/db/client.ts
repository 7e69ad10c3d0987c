import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openListPool } from './list-pool.ts';
import { type DbLog, logRelay } from './log-relay.ts';
import { type OpenedPglite, openPgliteClient, type PgliteOrigin, pgliteExtensions } from './pglite-open.ts';
import * as schema from './schema/index.ts';

export { type PgliteOrigin, pgliteExtensions };
export type Schema = typeof schema;
/** The one database type every repository takes: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle, usable wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Flush and close. PGlite gets a CHECKPOINT first so its directory is consistent on disk. */
  close(): Promise<void>;
  /** Run `work` while no other process does the same (migrations when several instances start at once). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Write the database's records to the app's logger from now on, those made before it first. */
  attachLog(log: DbLog): void;
  /**
   * How to reach the same database without drizzle: the job queue (platform/jobs) runs its own
   * statements, on PGlite through its one client, on PostgreSQL through a small pool of its own.
   */
  connection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
}

/** Advisory-lock key shared by every Maxer instance for start-up work such as migrations. */
const STARTUP_LOCK_KEY = 7_263_311;

/** Connections of the pool for the list statements (see `listStatementsDb`). */
const LIST_POOL_SIZE = 5;

/**
 * The database handle for the list statements of `db/prepared.ts`: on PostgreSQL a second, smaller
 * pool whose connections plan prepared statements once, generically (`plan_cache_mode =
 * force_generic_plan`, db/list-pool.ts). PostgreSQL would otherwise plan a list statement anew on
 * every run, because with LIMIT and OFFSET as parameters it guesses a generic plan reads 10 % of the
 * rows and so finds it dearer than the per-value plan, though both are the same index scans (checked
 * with EXPLAIN, docs/benchmarks.md). That planning was a third to a half of the database's time per
 * list request. Only these statements get it: for ad-hoc queries a generic plan could be a poor one.
 */
const listStatementDbs = new WeakMap<Db, Db>();

/** The handle the list statements run on: the generic-plan pool's for PostgreSQL, else `db` itself. */
export function listStatementsDb(db: Db): Db {
  return listStatementDbs.get(db) ?? db;
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const log = logRelay();
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection the server closes (a restart, a failover) must not take the process down;
  // the pool replaces it on the next query.
  pool.on('error', (error) => log.error({ err: error }, 'PostgreSQL connection error'));
  // Fail at start-up, not at the first request.
  await pool.query('select 1');
  const listPool = await openListPool(url, Math.min(LIST_POOL_SIZE, options.max ?? LIST_POOL_SIZE), log);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  if (listPool) listStatementDbs.set(db, drizzlePg(listPool, { schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    connection: { kind: 'postgres', url },
    attachLog: log.attach,
    close: async () => {
      await Promise.all([pool.end(), listPool?.end()]);
    },
    async exclusive(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
  };
}

export async function wrapPglite(client: PGlite, onClose?: () => void): Promise<Database> {
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    // In the process itself: no connections to lose, nothing of its own to log.
    attachLog: () => undefined,
    // One process owns the directory (the lock file), so nothing else can run at the same time.
    exclusive: (work) => work(),
    async close() {
      try {
        if (!client.closed) {
          await client.query('CHECKPOINT');
          await client.close();
        }
      } finally {
        onClose?.();
      }
    },
  };
}

/**
 * The embedded database in `<dataDir>/pg`, owned by this process alone (db/pglite-open.ts); `origin`
 * says whether it was found in place, unpacked from `options.template`, or made by initdb.
 */
export async function openPglite(
  dataDir: string,
  options: { template?: string } = {},
): Promise<Database & { origin: PgliteOrigin }> {
  return wrapOpened(await openPgliteClient(dataDir, () => options.template));
}

/** The Database of a PGlite opened by `openPgliteClient`; closing it gives up the directory's lock. */
export async function wrapOpened(opened: OpenedPglite): Promise<Database & { origin: PgliteOrigin }> {
  return { ...(await wrapPglite(opened.client, opened.release)), origin: opened.origin };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/** The rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }`, the shared type cannot say so. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
