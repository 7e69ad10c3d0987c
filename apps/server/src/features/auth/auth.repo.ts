import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, platformAdmins, sessions, users } from '../../db/schema/index.ts';
import { adminColumns, companyColumns, userColumns } from '../../platform/auth/session-store.ts';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ user: userColumns, company: companyColumns })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function findAdminByEmail(db: Db, email: string) {
  const [row] = await db
    .select(adminColumns)
    .from(platformAdmins)
    .where(eq(platformAdmins.email, email))
    .limit(1);
  return row;
}

export type SessionInsert = typeof sessions.$inferInsert;

export async function insertSession(db: Db, values: SessionInsert) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!;
}
