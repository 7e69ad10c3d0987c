import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listPage, windowTotal } from '../../db/list-page.ts';
import { sessionAddresses, sessions } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/auth/context.ts';

/** The live sessions of one account, tenant-filtered: a user's sessions only within their company. */
function ownedBy(actor: RequestContext['actor'], companyId: string | null, now: Date) {
  const owner =
    actor.type === 'admin'
      ? eq(sessions.adminId, actor.id)
      : and(eq(sessions.companyId, companyId ?? ''), eq(sessions.userId, actor.id));
  return and(owner, isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
}

const sessionColumns = {
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
};

export async function listSessions(
  db: Db,
  scope: { actor: RequestContext['actor']; companyId: string | null; now: Date },
  page: { page: number; pageSize: number },
) {
  const where = ownedBy(scope.actor, scope.companyId, scope.now);
  return listPage(
    db
      .select({ ...sessionColumns, total: windowTotal() })
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

/** One live session of the account with every address it was used from; undefined when not theirs. */
export async function findSessionDetail(
  db: Db,
  scope: { actor: RequestContext['actor']; companyId: string | null; now: Date },
  sessionId: string,
) {
  const [session] = await db
    .select({ ...sessionColumns, lastUsedSource: sessions.lastUsedSource })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), ownedBy(scope.actor, scope.companyId, scope.now)))
    .limit(1);
  if (!session) return undefined;
  const addresses = await db
    .select({
      ip: sessionAddresses.ip,
      source: sessionAddresses.source,
      firstSeenAt: sessionAddresses.firstSeenAt,
      lastSeenAt: sessionAddresses.lastSeenAt,
    })
    .from(sessionAddresses)
    .where(eq(sessionAddresses.sessionId, session.id))
    .orderBy(desc(sessionAddresses.lastSeenAt), sessionAddresses.ip);
  return { session, addresses };
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
