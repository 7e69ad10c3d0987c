// EXPLAIN of the exact statements listCustomers sends, for customer-list --explain.
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { listCustomers } from '../apps/server/src/features/customers/customers.repo.ts';

interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export async function explainListing(
  database: Database,
  companyId: string,
  query: Parameters<typeof listCustomers>[2],
): Promise<{ sql: string; plan: string }[]> {
  const client = (database.db as unknown as { $client: Queryable }).$client;
  const statements: { sql: string; params: unknown[] }[] = [];
  const logger = {
    logQuery: (text: string, params: unknown[]) => void statements.push({ sql: text, params }),
  };
  // The same client with a logger: listCustomers builds and runs its statements, the logger keeps them.
  const recording = (database.kind === 'postgres'
    ? drizzlePg(client as never, { schema, logger })
    : drizzlePglite(client as never, { schema, logger })) as unknown as Db;
  await listCustomers(recording, companyId, query);
  const plans: { sql: string; plan: string }[] = [];
  for (const statement of statements) {
    const result = await client.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
    const plan = result.rows.map((row) => String(Object.values(row)[0])).join('\n');
    plans.push({ sql: statement.sql, plan });
  }
  return plans;
}
