import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listPage, windowTotal } from '../../db/list-page.ts';
import { sessions } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/auth/context.ts';

/** The live sessions of one account, tenant-filtered: a user's sessions only within their company. */
function ownedBy(actor: RequestContext['actor'], companyId: string | null, now: Date) {
  const owner =
    actor.type === 'admin'
      ? eq(sessions.adminId, actor.id)
      : and(eq(sessions.companyId, companyId ?? ''), eq(sessions.userId, actor.id));
  return and(owner, isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
}

export async function listSessions(
  db: Db,
  scope: { actor: RequestContext['actor']; companyId: string | null; now: Date },
  page: { page: number; pageSize: number },
) {
  const where = ownedBy(scope.actor, scope.companyId, scope.now);
  return listPage(
    db
      .select({
        id: sessions.id,
        ip: sessions.ip,
        lastUsedIp: sessions.lastUsedIp,
        os: sessions.os,
        osPlatform: sessions.osPlatform,
        deviceType: sessions.deviceType,
        browser: sessions.browser,
        browserFamily: sessions.browserFamily,
        browserVersion: sessions.browserVersion,
        country: sessions.country,
        organisation: sessions.organisation,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        total: windowTotal(),
      })
      .from(sessions)
      .where(where)
      .$dynamic(),
    [desc(sessions.lastUsedAt), desc(sessions.id)],
    page,
  );
}

export async function findOwnSession(
  db: Db,
  scope: { actor: RequestContext['actor']; companyId: string | null; now: Date },
  sessionId: string,
) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), ownedBy(scope.actor, scope.companyId, scope.now)))
    .limit(1);
  return row;
}

/** Sign out every live session of the account but one (the caller's); the ids of those ended. */
export async function revokeOtherSessions(
  db: Db,
  scope: { actor: RequestContext['actor']; companyId: string | null; now: Date },
  keepSessionId: string,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: scope.now })
    .where(and(ownedBy(scope.actor, scope.companyId, scope.now), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
