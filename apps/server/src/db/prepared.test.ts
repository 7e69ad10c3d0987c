import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.ts';
import { listStatementsDb, rowsOf } from './client.ts';
import { preparedFor } from './prepared.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const planCacheMode = async (db: TestApp['database']['db']) =>
  rowsOf<{ plan_cache_mode: string }>(await db.execute(sql`show plan_cache_mode`))[0]?.plan_cache_mode;

describe('list statements', () => {
  it('run where PostgreSQL plans them once, generically, and ad-hoc queries keep per-value plans', async () => {
    const { db, kind } = t.database;
    if (kind === 'postgres') {
      expect(listStatementsDb(db)).not.toBe(db);
      expect(await planCacheMode(listStatementsDb(db))).toBe('force_generic_plan');
      expect(await planCacheMode(db)).toBe('auto');
    } else {
      // PGlite is one embedded session: the statements run on it.
      expect(listStatementsDb(db)).toBe(db);
    }
  });

  it('are built once per name, on the list handle', async () => {
    const { db } = t.database;
    const built: unknown[] = [];
    const build = (statementDb: typeof db, name: string) => {
      built.push(statementDb);
      return statementDb.select({ one: sql<number>`1` }).from(sql`(select 1) as x`).prepare(name);
    };
    const first = preparedFor(db, 'prepared_test_one', build);
    expect(preparedFor(db, 'prepared_test_one', build)).toBe(first);
    expect(built).toEqual([listStatementsDb(db)]);
    expect(await first.execute()).toEqual([{ one: 1 }]);
  });
});
