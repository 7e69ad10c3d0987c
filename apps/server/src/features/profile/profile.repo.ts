import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { platformAdmins, sessions, users } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/auth/context.ts';

type Actor = RequestContext['actor'];

export async function findAccount(db: Db, actor: Actor) {
  if (actor.type === 'user') {
    const [row] = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        username: users.username,
        phone: users.phone,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .where(eq(users.id, actor.id));
    return row ? { ...row, kind: 'user' as const } : undefined;
  }
  if (actor.type === 'admin') {
    const [row] = await db
      .select({
        id: platformAdmins.id,
        firstName: platformAdmins.firstName,
        lastName: platformAdmins.lastName,
        email: platformAdmins.email,
        phone: platformAdmins.phone,
        passwordHash: platformAdmins.passwordHash,
      })
      .from(platformAdmins)
      .where(eq(platformAdmins.id, actor.id));
    return row ? { ...row, username: row.email.split('@')[0]!, kind: 'admin' as const } : undefined;
  }
  return undefined;
}

export async function updateAccount(
  db: Db,
  actor: Actor,
  values: { firstName?: string; lastName?: string; phone?: string | null; passwordHash?: string },
) {
  if (actor.type === 'user') await db.update(users).set(values).where(eq(users.id, actor.id));
  if (actor.type === 'admin')
    await db.update(platformAdmins).set(values).where(eq(platformAdmins.id, actor.id));
}

/** End the account's other sessions (after a password change); answers their ids. */
export async function revokeOtherSessions(db: Db, actor: Actor, currentSessionId: string, now: Date) {
  const owner = actor.type === 'admin' ? eq(sessions.adminId, actor.id) : eq(sessions.userId, actor.id);
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(owner, ne(sessions.id, currentSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
