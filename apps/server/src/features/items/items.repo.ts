import type { ItemValues } from '@maxer/domain';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { listPage, sortOrder, windowTotal } from '../../db/list-page.ts';
import { items } from '../../db/schema/index.ts';

const columns = {
  id: items.id,
  name: items.name,
  priceCents: items.priceCents,
  unit: items.unit,
  createdAt: items.createdAt,
  updatedAt: items.updatedAt,
};
export type ItemRow = Awaited<ReturnType<typeof findItem>> & {};

const sortColumns = {
  name: [items.name, items.id],
  priceCents: [items.priceCents, items.name, items.id],
  createdAt: [items.createdAt, items.id],
} as const;

/** Escape LIKE wildcards so a search for "50%" finds "50%", not everything. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(items.name, pattern), ilike(items.unit, pattern));
}

export async function listItems(
  db: Db,
  companyId: string,
  query: { page: number; pageSize: number; sort: string; q?: string },
) {
  const where = and(eq(items.companyId, companyId), searchCondition(query.q));
  return listPage(
    db
      .select({ ...columns, total: windowTotal() })
      .from(items)
      .where(where)
      .$dynamic(),
    sortOrder(sortColumns, query.sort),
    query,
  );
}

export async function findItem(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.id, id)))
    .limit(1);
  return row;
}

export async function insertItem(db: Db, values: ItemValues & { companyId: string }) {
  const [row] = await db.insert(items).values(values).returning({ id: items.id });
  return row!.id;
}

export async function updateItem(db: Db, companyId: string, id: string, values: ItemValues) {
  await db
    .update(items)
    .set(values)
    .where(and(eq(items.companyId, companyId), eq(items.id, id)));
}

export async function deleteItem(db: Db, companyId: string, id: string) {
  await db.delete(items).where(and(eq(items.companyId, companyId), eq(items.id, id)));
}
