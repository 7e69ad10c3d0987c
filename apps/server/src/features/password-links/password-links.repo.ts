import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, passwordTokens, users } from '../../db/schema/index.ts';

export async function insertPasswordToken(db: Db, values: typeof passwordTokens.$inferInsert) {
  await db.insert(passwordTokens).values(values);
}

/** A live link: unused, unexpired, of an existing user. */
export async function findLiveToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: passwordTokens.id,
      userId: users.id,
      companyId: users.companyId,
      email: users.email,
      firstName: users.firstName,
      companyName: companies.name,
    })
    .from(passwordTokens)
    .innerJoin(users, and(eq(users.id, passwordTokens.userId), eq(users.companyId, passwordTokens.companyId)))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Use a link once: answers false when another request used it first. */
export async function useToken(db: Db, id: string, now: Date) {
  const rows = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.id, id), isNull(passwordTokens.usedAt)))
    .returning({ id: passwordTokens.id });
  return rows.length === 1;
}

export async function setUserPassword(db: Db, companyId: string, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}
