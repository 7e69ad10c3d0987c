import { type Db, listStatementsDb } from './client.ts';

/**
 * Prepared statements per database, one per query shape (sort, which filters are present): a list
 * request then neither builds SQL nor, on PostgreSQL, has it parsed again (node-postgres keeps a named
 * statement per connection). The shapes are fixed combinations (about twelve thousand for every
 * combination of contract filters, tens in practice), so the cache stays bounded. Named statements
 * need a session-level connection (direct, or a pooler that supports them), as the session lookup does.
 * `build` gets the handle to prepare on: on PostgreSQL the pool that plans them generically, once
 * (see `listStatementsDb`).
 */
/** NAMEDATALEN − 1: what PostgreSQL keeps of an identifier. */
const MAX_STATEMENT_NAME_BYTES = 63;

const statements = new WeakMap<Db, Map<string, unknown>>();

export function preparedFor<T>(db: Db, name: string, build: (statementDb: Db, name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    // PostgreSQL cuts a name after 63 bytes: two longer names alike up to there would be one statement.
    if (Buffer.byteLength(name) > MAX_STATEMENT_NAME_BYTES) {
      throw new Error(`prepared statement name longer than ${MAX_STATEMENT_NAME_BYTES} bytes: ${name}`);
    }
    statement = build(listStatementsDb(db), name);
    byName.set(name, statement);
  }
  return statement;
}
