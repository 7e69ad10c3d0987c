import type { AdminCompanyFields } from '@maxer/domain';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, packages, users } from '../../db/schema/index.ts';

/** The name as the unique index compares it: case and surrounding spaces do not count. */
const sameName = (name: string): SQL => sql`lower(btrim(${companies.name})) = lower(btrim(${name}))`;

export async function companyNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(sameName(name), exceptId ? ne(companies.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function anyPackage(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: packages.id }).from(packages).limit(1);
  return row !== undefined;
}

export async function packageExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: packages.id }).from(packages).where(eq(packages.id, id)).limit(1);
  return row !== undefined;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

export async function insertCompany(db: Db, values: AdminCompanyFields): Promise<string> {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  return row!.id;
}

/** The company's first owner, with an unusable password until the invitation's link sets one. */
export async function insertOwner(
  db: Db,
  values: { companyId: string; firstName: string; lastName: string; email: string; passwordHash: string },
  now: Date,
): Promise<string> {
  const username =
    values.email
      .split('@')[0]!
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 40) || 'owner';
  const [row] = await db
    .insert(users)
    .values({ ...values, username, role: 'OWNER', registeredAt: now })
    .returning({ id: users.id });
  return row!.id;
}

export async function findCompanyRecord(db: Db, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function findCompanyForUpdate(db: Db, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update');
  return row;
}
export type CompanyRecord = NonNullable<Awaited<ReturnType<typeof findCompanyForUpdate>>>;

export async function updateCompanyFields(
  db: Db,
  id: string,
  values: Partial<typeof companies.$inferInsert>,
): Promise<void> {
  await db.update(companies).set(values).where(eq(companies.id, id));
}

export async function companyPackage(db: Db, packageId: string | null) {
  if (!packageId) return null;
  const [row] = await db
    .select({
      id: packages.id,
      name: packages.name,
      priceCents: packages.priceCents,
      maxUsers: packages.maxUsers,
    })
    .from(packages)
    .where(eq(packages.id, packageId))
    .limit(1);
  return row ?? null;
}

export async function companyOwners(db: Db, companyId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'OWNER')))
    .orderBy(asc(users.email), asc(users.id));
}
