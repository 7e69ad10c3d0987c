import type { VehicleValues } from '@maxer/domain';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { listPage, sortOrder, windowTotal } from '../../db/list-page.ts';
import { vehicles } from '../../db/schema/index.ts';

const columns = {
  id: vehicles.id,
  name: vehicles.name,
  registrationNumber: vehicles.registrationNumber,
  model: vehicles.model,
  manufacturer: vehicles.manufacturer,
  borrowable: vehicles.borrowable,
  createdAt: vehicles.createdAt,
  updatedAt: vehicles.updatedAt,
};
export type VehicleRow = Awaited<ReturnType<typeof findVehicle>> & {};

const sortColumns = {
  name: [vehicles.name, vehicles.id],
  registrationNumber: [vehicles.registrationNumber, vehicles.name, vehicles.id],
  createdAt: [vehicles.createdAt, vehicles.id],
} as const;

/** Escape LIKE wildcards so a search for "50%" finds "50%", not everything. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(vehicles.name, pattern),
    ilike(vehicles.registrationNumber, pattern),
    ilike(vehicles.model, pattern),
    ilike(vehicles.manufacturer, pattern),
  );
}

export async function listVehicles(
  db: Db,
  companyId: string,
  query: { page: number; pageSize: number; sort: string; q?: string; borrowable?: boolean },
) {
  const where = and(
    eq(vehicles.companyId, companyId),
    searchCondition(query.q),
    query.borrowable === undefined ? undefined : eq(vehicles.borrowable, query.borrowable),
  );
  return listPage(
    db
      .select({ ...columns, total: windowTotal() })
      .from(vehicles)
      .where(where)
      .$dynamic(),
    sortOrder(sortColumns, query.sort),
    query,
  );
}

export async function findVehicle(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, id)))
    .limit(1);
  return row;
}

export async function insertVehicle(db: Db, values: VehicleValues & { companyId: string }) {
  const [row] = await db.insert(vehicles).values(values).returning({ id: vehicles.id });
  return row!.id;
}

export async function updateVehicle(db: Db, companyId: string, id: string, values: VehicleValues) {
  await db
    .update(vehicles)
    .set(values)
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, id)));
}

export async function deleteVehicle(db: Db, companyId: string, id: string) {
  await db.delete(vehicles).where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, id)));
}
