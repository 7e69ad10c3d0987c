import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/index.ts';
import type { Database } from './client.ts';
import { containsPattern } from './like.ts';
import { listPage, preparedListPage, sortOrder, windowTotal } from './list-page.ts';

const things = pgTable('list_page_things', {
  id: integer('id').primaryKey(),
  owner: text('owner').notNull(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
});

const sortColumns = {
  name: [things.name, things.id],
  size: [things.size, things.name, things.id],
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`create table list_page_things (id integer primary key, owner text not null, name text not null, size integer not null)`,
  );
  // Ties on size and on name, so only the tie-breakers make the order total; one "50%" name.
  const rows = [
    { id: 1, owner: 'a', name: 'pear', size: 2 },
    { id: 2, owner: 'a', name: 'apple', size: 3 },
    { id: 3, owner: 'a', name: 'fig', size: 2 },
    { id: 4, owner: 'a', name: 'apple', size: 1 },
    { id: 5, owner: 'a', name: '50% plum', size: 5 },
    { id: 6, owner: 'b', name: 'apple', size: 9 },
  ];
  await database.db.insert(things).values(rows);
});
afterAll(() => database.close());

function list(
  query: { page: number; pageSize: number; sort: string; q?: string },
  owner = 'a',
  after: SQL[] = [],
) {
  const where = and(
    eq(things.owner, owner),
    query.q ? ilike(things.name, containsPattern(query.q)) : undefined,
  );
  return listPage(
    database.db
      .select({ id: things.id, name: things.name, total: windowTotal() })
      .from(things)
      .where(where)
      .$dynamic(),
    sortOrder(sortColumns, query.sort, after),
    query,
  );
}

describe('listPage', () => {
  it('answers a page in the sort with its tie-breakers, and the total of the filtered list', async () => {
    const first = await list({ page: 1, pageSize: 2, sort: 'name' });
    expect(first).toEqual({
      items: [
        { id: 5, name: '50% plum' },
        { id: 2, name: 'apple' },
      ],
      total: 5,
    });
    // The rows carry no `total` of their own.
    expect(Object.keys(first.items[0]!)).toEqual(['id', 'name']);
    expect((await list({ page: 2, pageSize: 2, sort: 'name' })).items.map((r) => r.id)).toEqual([4, 3]);
    expect((await list({ page: 3, pageSize: 2, sort: 'name' })).items.map((r) => r.id)).toEqual([1]);
  });

  it('turns every sort column, tie-breakers included, for a descending sort', async () => {
    const { items } = await list({ page: 1, pageSize: 10, sort: '-size' });
    // size desc, then name desc, then id desc: the two size-2 rows by name (pear before fig).
    expect(items.map((r) => r.id)).toEqual([5, 2, 1, 3, 4]);
    const ascending = await list({ page: 1, pageSize: 10, sort: 'size' });
    expect(ascending.items.map((r) => r.id)).toEqual([4, 3, 1, 2, 5]);
  });

  it('keeps the fixed columns after the sort ascending whatever the direction', async () => {
    const { items } = await list({ page: 1, pageSize: 10, sort: '-name' }, 'a', [asc(things.size)]);
    expect(items.map((r) => r.id)).toEqual([1, 3, 4, 2, 5]);
  });

  it('counts the rows past the page too, and a page past the end still gets the total', async () => {
    expect(await list({ page: 9, pageSize: 2, sort: 'name' })).toEqual({ items: [], total: 5 });
    expect(await list({ page: 1, pageSize: 2, sort: 'name' }, 'nobody')).toEqual({ items: [], total: 0 });
    expect(await list({ page: 4, pageSize: 2, sort: 'name' }, 'nobody')).toEqual({ items: [], total: 0 });
  });

  it('filters the total with the page: a search with a LIKE wildcard in it matches it literally', async () => {
    expect(await list({ page: 1, pageSize: 10, sort: 'name', q: '50%' })).toEqual({
      items: [{ id: 5, name: '50% plum' }],
      total: 1,
    });
    expect(await list({ page: 1, pageSize: 10, sort: 'name', q: 'APP' })).toEqual({
      items: [
        { id: 2, name: 'apple' },
        { id: 4, name: 'apple' },
      ],
      total: 2,
    });
  });

  it('refuses a sort key it has no columns for', () => {
    expect(() => sortOrder(sortColumns, '-colour')).toThrow('no sort columns for "colour"');
  });
});

describe('preparedListPage', () => {
  const ofOwner = eq(things.owner, sql.placeholder('owner'));
  let counts = 0;
  const list = (page: number, owner = 'a') =>
    preparedListPage(
      database.db,
      {
        carries: 'total',
        pageName: 'list_page_things_page',
        page: (db, name) =>
          db
            .select({
              id: things.id,
              total: sql<number>`(select count(*) from ${things} where ${ofOwner})`.mapWith(Number),
            })
            .from(things)
            .where(ofOwner)
            .orderBy(asc(things.id))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'))
            .prepare(name),
        countName: 'list_page_things_count',
        count: (db, name) => {
          const statement = db.select({ total: count() }).from(things).where(ofOwner).prepare(name);
          return {
            execute: (values?: Record<string, unknown>) => {
              counts++;
              return statement.execute(values);
            },
          };
        },
      },
      { owner },
      { page, pageSize: 2 },
    );

  it('takes the total from the page, and runs the count statement only for a page past the end', async () => {
    const first = await list(1);
    expect(first.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(first.carried).toBe(5);
    expect((await list(3)).rows.map((r) => r.id)).toEqual([5]);
    expect(counts).toBe(0);
    expect(await list(4)).toEqual({ rows: [], carried: 5 });
    expect(counts).toBe(1);
    // An empty list's first page needs no count: there is nothing to carry.
    expect(await list(1, 'nobody')).toEqual({ rows: [], carried: undefined });
    expect(counts).toBe(1);
    expect(await list(2, 'nobody')).toEqual({ rows: [], carried: 0 });
    expect(counts).toBe(2);
  });
});
