import { parseSort } from '@maxer/domain';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { services } from '../../db/schema/index.ts';

const columns = {
  id: services.id,
  parentId: services.parentId,
  labels: services.labels,
  type: services.type,
  position: services.position,
  createdAt: services.createdAt,
};
export type ServiceRow = Awaited<ReturnType<typeof findService>> & {};

export async function listServices(
  db: Db,
  companyId: string,
  query: { page: number; pageSize: number; sort: string; q?: string; parentId?: string },
) {
  const where = and(
    eq(services.companyId, companyId),
    query.parentId ? eq(services.parentId, query.parentId) : undefined,
    // Any language's label matches.
    query.q ? sql`${services.labels}::text ilike ${containsPattern(query.q)}` : undefined,
  );
  const { column, descending } = parseSort(query.sort);
  const direction = descending ? desc : asc;
  const order =
    column === 'createdAt'
      ? [direction(services.createdAt)]
      : [direction(services.position), direction(services.createdAt)];
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(services)
      .where(where)
      .orderBy(...order, asc(services.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(services).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** Every service of the company, for the tree (a company has tens, not thousands). */
export function allServices(db: Db, companyId: string) {
  return db
    .select(columns)
    .from(services)
    .where(eq(services.companyId, companyId))
    .orderBy(asc(services.position), asc(services.createdAt), asc(services.id))
    .limit(2000);
}

export async function findService(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(services)
    .where(and(eq(services.companyId, companyId), eq(services.id, id)))
    .limit(1);
  return row;
}

/** A new service goes last among its siblings. */
export async function insertService(db: Db, values: typeof services.$inferInsert) {
  const siblings = values.parentId ? eq(services.parentId, values.parentId) : isNull(services.parentId);
  const [last] = await db
    .select({ max: sql<number>`coalesce(max(${services.position}), -1)` })
    .from(services)
    .where(and(eq(services.companyId, values.companyId), siblings));
  const [row] = await db
    .insert(services)
    .values({ ...values, position: Number(last?.max ?? -1) + 1 })
    .returning({ id: services.id });
  return row!.id;
}

export async function deleteService(db: Db, companyId: string, id: string) {
  await db.delete(services).where(and(eq(services.companyId, companyId), eq(services.id, id)));
}
