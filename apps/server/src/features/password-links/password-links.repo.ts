import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, passwordTokens, platformAdmins, users } from '../../db/schema/index.ts';

export async function insertPasswordToken(db: Db, values: typeof passwordTokens.$inferInsert) {
  await db.insert(passwordTokens).values(values);
}

/** Whose a live link is: a company's user, or a platform admin. */
export type LinkOwner =
  | { kind: 'user'; userId: string; companyId: string; email: string; firstName: string; companyName: string }
  | { kind: 'admin'; adminId: string; email: string; firstName: string };

/** A live link: unused, unexpired, of an existing user or platform admin. */
export async function findLiveToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<(LinkOwner & { id: string }) | undefined> {
  const [row] = await db
    .select({
      id: passwordTokens.id,
      userId: users.id,
      companyId: users.companyId,
      userEmail: users.email,
      userFirstName: users.firstName,
      companyName: companies.name,
      adminId: platformAdmins.id,
      adminEmail: platformAdmins.email,
      adminFirstName: platformAdmins.firstName,
    })
    .from(passwordTokens)
    .leftJoin(users, and(eq(users.id, passwordTokens.userId), eq(users.companyId, passwordTokens.companyId)))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(platformAdmins, eq(platformAdmins.id, passwordTokens.adminId))
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (row.adminId && row.adminEmail && row.adminFirstName !== null) {
    return {
      id: row.id,
      kind: 'admin',
      adminId: row.adminId,
      email: row.adminEmail,
      firstName: row.adminFirstName,
    };
  }
  if (
    row.userId &&
    row.companyId &&
    row.userEmail &&
    row.userFirstName !== null &&
    row.companyName !== null
  ) {
    return {
      id: row.id,
      kind: 'user',
      userId: row.userId,
      companyId: row.companyId,
      email: row.userEmail,
      firstName: row.userFirstName,
      companyName: row.companyName,
    };
  }
  return undefined;
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

export async function setAdminPassword(db: Db, adminId: string, passwordHash: string) {
  await db.update(platformAdmins).set({ passwordHash }).where(eq(platformAdmins.id, adminId));
}

/** An active user of an active company, by e-mail (for "forgot password"). */
export async function findActiveUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, email: users.email, firstName: users.firstName })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.email, email), eq(users.active, true), eq(companies.active, true)))
    .limit(1);
  return row;
}

/** An active platform admin, by e-mail (for "forgot password"). */
export async function findActiveAdminByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: platformAdmins.id, email: platformAdmins.email, firstName: platformAdmins.firstName })
    .from(platformAdmins)
    .where(and(eq(platformAdmins.email, email), eq(platformAdmins.active, true)))
    .limit(1);
  return row;
}
