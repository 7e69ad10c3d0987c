import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.ts';
import { listStatementsDb, rowsOf } from './client.ts';
import { openListPool, withGenericPlans } from './list-pool.ts';
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
      // A server that refuses the sessions (here: an unknown setting beside ours) leaves the lists
      // on the main pool, with the reason in the log, instead of failing every list request.
      // Options the string already has stay, ours beside them.
      const withOwn = new URL(process.env.TEST_DATABASE_URL!);
      withOwn.searchParams.set('options', '-c statement_timeout=12345');
      const records: { fields: object; message: string }[] = [];
      const log = {
        warn: (fields: object, message: string) => records.push({ fields, message }),
        error: (fields: object, message: string) => records.push({ fields, message }),
      };
      const listPool = await openListPool(withOwn.toString(), 1, log);
      try {
        expect(listPool).not.toBeNull();
        const { rows } = await listPool!.query('show statement_timeout');
        expect(rows[0].statement_timeout).toBe('12345ms');
      } finally {
        await listPool?.end();
      }
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.searchParams.set('options', '-c no_such_setting=1');
      expect(await openListPool(url.toString(), 1, log)).toBeNull();
      expect(records).toHaveLength(1);
      expect(records[0]!.message).toBe('List statements use the main database pool');
      expect(JSON.stringify(records[0]!.fields)).toContain('no_such_setting');
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
    expect(built).toHaveLength(1);
    expect(built[0]).toBe(listStatementsDb(db));
    expect(await first.execute()).toEqual([{ one: 1 }]);
    // A name PostgreSQL would cut (and so confuse with another) is a programming error, found at once.
    expect(() => preparedFor(db, `prepared_test_${'x'.repeat(50)}`, build)).toThrow(/longer than 63 bytes/);
  });
});

describe("the list pool's connection string", () => {
  const optionsOf = (url: string) => new URL(url).searchParams.get('options');

  it('adds the generic-plan option, keeping options and parameters the string already has', () => {
    expect(optionsOf(withGenericPlans('postgres://app@db.example.ch:5432/maxer'))).toBe(
      '-c plan_cache_mode=force_generic_plan',
    );
    const own = withGenericPlans(
      'postgres://app@db.example.ch/maxer?sslmode=require&options=-c%20search_path%3Dmaxer',
    );
    expect(optionsOf(own)).toBe('-c search_path=maxer -c plan_cache_mode=force_generic_plan');
    expect(new URL(own).searchParams.get('sslmode')).toBe('require');
  });
});
