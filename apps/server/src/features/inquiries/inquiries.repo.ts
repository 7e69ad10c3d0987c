import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The company a public form belongs to, only when it is active and has its form switched on: any
 * other (unknown, inactive, switched off, not an id at all) reads as none, alike.
 */
export async function findFormCompany(db: Db, companyId: string) {
  if (!UUID.test(companyId)) return undefined;
  const [row] = await db
    .select()
    .from(companies)
    .where(
      and(eq(companies.id, companyId), eq(companies.active, true), eq(companies.inquiryFormEnabled, true)),
    )
    .limit(1);
  return row;
}

export async function inquiryFormEnabled(db: Db, companyId: string) {
  const [row] = await db
    .select({ enabled: companies.inquiryFormEnabled })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.enabled ?? false;
}

export async function setInquiryFormEnabled(db: Db, companyId: string, enabled: boolean) {
  await db.update(companies).set({ inquiryFormEnabled: enabled }).where(eq(companies.id, companyId));
}

/** The owners told of an inquiry: active ones, with the language they last signed in with. */
export function activeOwnersOf(db: Db, companyId: string) {
  return db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'OWNER'), eq(users.active, true)))
    .orderBy(asc(users.email));
}
