import { and, count, eq, ilike, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern, escapeLike } from '../../db/like.ts';
import { listPage, sortOrder, windowTotal } from '../../db/list-page.ts';
import { companies, packages, users } from '../../db/schema/index.ts';

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  username: users.username,
  phone: users.phone,
  role: users.role,
  active: users.active,
  registeredAt: users.registeredAt,
  lastSeenAt: users.lastSeenAt,
};
export type EmployeeRow = Awaited<ReturnType<typeof findEmployee>> & {};

const sortColumns = {
  lastName: [users.lastName, users.firstName, users.id],
  email: [users.email],
  role: [users.role, users.lastName, users.id],
  registeredAt: [users.registeredAt, users.id],
  lastSeenAt: [users.lastSeenAt, users.id],
} as const;

export async function listEmployees(
  db: Db,
  companyId: string,
  query: {
    page: number;
    pageSize: number;
    sort: string;
    q?: string;
    role?: 'OWNER' | 'USER';
    active?: 'true' | 'false';
  },
) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    eq(users.companyId, companyId),
    pattern
      ? or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
          ilike(users.phone, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        )
      : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.active ? eq(users.active, query.active === 'true') : undefined,
  );
  return listPage(
    db
      .select({ ...columns, total: windowTotal() })
      .from(users)
      .where(where)
      .$dynamic(),
    sortOrder(sortColumns, query.sort),
    query,
  );
}

export async function findEmployee(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .limit(1);
  return row;
}

export async function emailTaken(db: Db, email: string, exceptUserId?: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** A username unique in the company, from the e-mail's local part: "anna", then "anna-2", … */
export async function freeUsername(db: Db, companyId: string, email: string) {
  const base =
    email
      .split('@')[0]!
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 40) || 'user';
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(and(eq(users.companyId, companyId), like(users.username, `${escapeLike(base)}%`)));
  const taken = new Set(rows.map((row) => row.username));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Active owners other than `exceptUserId`: the company must keep at least one. */
export async function otherActiveOwners(db: Db, companyId: string, exceptUserId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'OWNER'),
        eq(users.active, true),
        ne(users.id, exceptUserId),
      ),
    );
  return row?.value ?? 0;
}

/**
 * The company's package's limit of active users (null: none) and how many it has, other than
 * `exceptUserId`. Read under the company's lock (`lockCompany`), so two additions cannot both fit.
 */
export async function activeUsersAndLimit(db: Db, companyId: string, exceptUserId?: string) {
  const [row] = await db
    .select({
      limit: packages.maxUsers,
      active: sql<number>`(select count(*) from ${users} where ${users.companyId} = ${companies.id}
        and ${users.active} and ${users.id} is distinct from ${exceptUserId ?? null})`.mapWith(Number),
    })
    .from(companies)
    .leftJoin(packages, eq(packages.id, companies.packageId))
    .where(eq(companies.id, companyId));
  return { limit: row?.limit ?? null, active: row?.active ?? 0 };
}

export async function insertEmployee(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateEmployee(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<typeof users.$inferInsert>,
) {
  await db
    .update(users)
    .set(values)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)));
}

export async function deleteEmployee(db: Db, companyId: string, id: string) {
  await db.delete(users).where(and(eq(users.companyId, companyId), eq(users.id, id)));
}
