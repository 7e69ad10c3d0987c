import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { listPage, sortOrder, windowTotal } from '../../db/list-page.ts';
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

const sortColumns = {
  position: [services.position, services.createdAt],
  createdAt: [services.createdAt],
};

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
  return listPage(
    db
      .select({ ...columns, total: windowTotal() })
      .from(services)
      .where(where)
      .$dynamic(),
    sortOrder(sortColumns, query.sort, [asc(services.id)]),
    query,
  );
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
