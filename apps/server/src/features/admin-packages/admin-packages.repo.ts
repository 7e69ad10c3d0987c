import type { PackageListQuery, PackageValues } from '@maxer/domain';
import { count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { listPage, sortOrder, windowTotal } from '../../db/list-page.ts';
import { companies, packages } from '../../db/schema/index.ts';

/**
 * The companies on a package, per row of the page. The outer column is written qualified: in a query
 * of one table drizzle leaves column names bare, and a bare "id" would be the company's.
 */
const companyCount = sql<number>`(select count(*) from ${companies}
  where ${companies.packageId} = "packages"."id")`.mapWith(Number);

const columns = {
  id: packages.id,
  name: packages.name,
  priceCents: packages.priceCents,
  maxUsers: packages.maxUsers,
  companies: companyCount,
  createdAt: packages.createdAt,
};
export type PackageRow = NonNullable<Awaited<ReturnType<typeof findPackage>>>;

const sortColumns = {
  name: [sql`lower(${packages.name})`, packages.id],
  priceCents: [packages.priceCents, packages.id],
  createdAt: [packages.createdAt, packages.id],
};

function searchCondition(q: string | undefined): SQL | undefined {
  return q ? ilike(packages.name, containsPattern(q)) : undefined;
}

export async function listPackages(db: Db, query: PackageListQuery) {
  return listPage(
    db
      .select({ ...columns, total: windowTotal() })
      .from(packages)
      .where(searchCondition(query.q))
      .$dynamic(),
    sortOrder(sortColumns, query.sort),
    query,
  );
}

export async function findPackage(db: Db, id: string) {
  const [row] = await db.select(columns).from(packages).where(eq(packages.id, id)).limit(1);
  return row;
}

export async function insertPackage(db: Db, values: PackageValues): Promise<string> {
  const [row] = await db.insert(packages).values(values).returning({ id: packages.id });
  return row!.id;
}

export async function updatePackage(db: Db, id: string, values: PackageValues): Promise<boolean> {
  const rows = await db
    .update(packages)
    .set(values)
    .where(eq(packages.id, id))
    .returning({ id: packages.id });
  return rows.length > 0;
}

/** Lock the package row: no company moves onto it while it is being deleted. */
export async function lockPackage(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: packages.id }).from(packages).where(eq(packages.id, id)).for('update');
  return rows.length > 0;
}

export async function companiesOnPackage(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(companies).where(eq(companies.packageId, id));
  return row?.value ?? 0;
}

export async function deletePackage(db: Db, id: string) {
  await db.delete(packages).where(eq(packages.id, id));
}
