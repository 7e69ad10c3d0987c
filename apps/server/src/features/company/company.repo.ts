import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, packages } from '../../db/schema/index.ts';

export async function findCompany(db: Db, companyId: string) {
  const [row] = await db
    .select({ company: companies, packageName: packages.name })
    .from(companies)
    .leftJoin(packages, eq(packages.id, companies.packageId))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/** Lock the company row for the rest of the transaction (serialises changes to its owners). */
export async function lockCompany(db: Db, companyId: string) {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function updateCompany(
  db: Db,
  companyId: string,
  values: Partial<typeof companies.$inferInsert>,
) {
  await db.update(companies).set(values).where(eq(companies.id, companyId));
}
