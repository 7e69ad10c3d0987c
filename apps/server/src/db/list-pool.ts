import pg from 'pg';
import type { DbLog } from './log-relay.ts';

/** The start-up option that has a session plan its prepared statements once, generically. */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/**
 * The connection string with our option added to the `options` it may already carry (a search path,
 * a provider's endpoint id): node-postgres lets the string's own `options` replace the config's, so
 * setting it beside the string could be dropped without a word.
 */
export function withGenericPlans(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Not a URL node-postgres would read as one either (e.g. a key=value string): leave it alone.
    return url;
  }
  const own = parsed.searchParams.get('options');
  parsed.searchParams.set('options', own ? `${own} ${GENERIC_PLANS}` : GENERIC_PLANS);
  return parsed.toString();
}

/**
 * The pool for the list statements (see `listStatementsDb`), checked at start-up: when its sessions
 * cannot be opened with the option (a pooler in front that refuses start-up options) or do not get it,
 * the list statements run on the main pool, as they would without this pool, and the reason is logged.
 */
export async function openListPool(url: string, max: number, log: DbLog): Promise<pg.Pool | null> {
  const pool = new pg.Pool({
    connectionString: withGenericPlans(url),
    max,
    // Each connection keeps the plans it made; closing it after pg's default 10 idle seconds would
    // make the next list request after a pause plan again.
    idleTimeoutMillis: 5 * 60_000,
  });
  pool.on('error', (error) => log.error({ err: error, pool: 'lists' }, 'PostgreSQL connection error'));
  let reason: string;
  try {
    const { rows } = await pool.query<{ plan_cache_mode: string }>('show plan_cache_mode');
    if (rows[0]?.plan_cache_mode === 'force_generic_plan') return pool;
    reason = `plan_cache_mode is ${rows[0]?.plan_cache_mode}`;
  } catch (error) {
    reason = (error as Error).message;
  }
  log.warn({ reason }, 'List statements use the main database pool');
  await pool.end().catch(() => undefined);
  return null;
}
