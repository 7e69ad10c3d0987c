import type { AdminAdminListQuery } from '@maxer/domain';
import { and, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { listPage, sortOrder, windowTotal } from '../../db/list-page.ts';
import { platformAdmins, users } from '../../db/schema/index.ts';

const columns = {
  id: platformAdmins.id,
  firstName: platformAdmins.firstName,
  lastName: platformAdmins.lastName,
  email: platformAdmins.email,
  active: platformAdmins.active,
  lastSeenAt: platformAdmins.lastSeenAt,
  createdAt: platformAdmins.createdAt,
};

const sortColumns = {
  name: [sql`lower(${platformAdmins.lastName})`, sql`lower(${platformAdmins.firstName})`, platformAdmins.id],
  createdAt: [platformAdmins.createdAt, platformAdmins.id],
  // Never seen sorts as the oldest.
  lastSeenAt: [sql`coalesce(${platformAdmins.lastSeenAt}, '-infinity'::timestamptz)`, platformAdmins.id],
};

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(platformAdmins.firstName, pattern),
    ilike(platformAdmins.lastName, pattern),
    ilike(platformAdmins.email, pattern),
  );
}

export async function listAdmins(db: Db, query: AdminAdminListQuery) {
  return listPage(
    db
      .select({ ...columns, total: windowTotal() })
      .from(platformAdmins)
      .where(searchCondition(query.q))
      .$dynamic(),
    sortOrder(sortColumns, query.sort),
    query,
  );
}

export async function findAdmin(db: Db, id: string) {
  const [row] = await db.select(columns).from(platformAdmins).where(eq(platformAdmins.id, id)).limit(1);
  return row;
}

/** An e-mail is taken when a platform admin or any company's user signs in with it. */
export async function emailTaken(db: Db, email: string) {
  const [row] = await db
    .select({ id: sql`1` })
    .from(platformAdmins)
    .where(eq(platformAdmins.email, email))
    .unionAll(db.select({ id: sql`1` }).from(users).where(eq(users.email, email)))
    .limit(1);
  return row !== undefined;
}

export async function insertAdmin(db: Db, values: typeof platformAdmins.$inferInsert) {
  const [row] = await db.insert(platformAdmins).values(values).returning({ id: platformAdmins.id });
  return row!.id;
}

/**
 * Lock every active admin's row (in id order, so two deactivations cannot deadlock) and answer the
 * ids: the rule "at least one active admin" is then checked against rows nobody else can change.
 */
export async function lockActiveAdmins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: platformAdmins.id })
    .from(platformAdmins)
    .where(eq(platformAdmins.active, true))
    .orderBy(platformAdmins.id)
    .for('update');
  return rows.map((row) => row.id);
}

export async function setAdminActive(db: Db, id: string, active: boolean) {
  await db
    .update(platformAdmins)
    .set({ active })
    .where(and(eq(platformAdmins.id, id), ne(platformAdmins.active, active)));
}
