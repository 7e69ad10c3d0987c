import type { Language, SessionSource } from '@maxer/domain';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, platformAdmins, sessionAddresses, sessions, users } from '../../db/schema/index.ts';

// The sessions every signed-in request is checked against: shared machinery of sign-in (the auth
// feature writes sessions, authentication and the real-time connection read them, employees and
// password links revoke them).

export const companyColumns = {
  id: companies.id,
  name: companies.name,
  active: companies.active,
  currency: companies.currency,
  timeZone: companies.timeZone,
  allowedLoginCountries: companies.allowedLoginCountries,
};

export const userColumns = {
  id: users.id,
  companyId: users.companyId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  username: users.username,
  phone: users.phone,
  role: users.role,
  active: users.active,
  passwordHash: users.passwordHash,
};

export const adminColumns = {
  id: platformAdmins.id,
  firstName: platformAdmins.firstName,
  lastName: platformAdmins.lastName,
  email: platformAdmins.email,
  phone: platformAdmins.phone,
  active: platformAdmins.active,
  passwordHash: platformAdmins.passwordHash,
};

/** What a signed-in request needs of its account, GET /api/auth's answer included; no password hash. */
const { passwordHash: _userHash, ...signedInUserColumns } = userColumns;
const { passwordHash: _adminHash, ...signedInAdminColumns } = adminColumns;
const { allowedLoginCountries: _countries, ...signedInCompanyColumns } = companyColumns;

function liveSessionQuery(db: Db) {
  return db
    .select({
      session: {
        id: sessions.id,
        expiresAt: sessions.expiresAt,
        lastUsedAt: sessions.lastUsedAt,
        lastUsedIp: sessions.lastUsedIp,
        lastUsedSource: sessions.lastUsedSource,
      },
      user: signedInUserColumns,
      company: signedInCompanyColumns,
      admin: signedInAdminColumns,
    })
    .from(sessions)
    .leftJoin(users, and(eq(users.id, sessions.userId), eq(users.companyId, sessions.companyId)))
    .leftJoin(companies, eq(companies.id, sessions.companyId))
    .leftJoin(platformAdmins, eq(platformAdmins.id, sessions.adminId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
}

/** Prepared once per database: every authenticated request runs it (no SQL building, no re-planning). */
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof liveSessionQuery>>();

/** A live session with its user and company, or its admin, as one query reads it. */
export type LiveSession = Awaited<ReturnType<ReturnType<typeof liveSessionQuery>['execute']>>[number];

/** One query per authenticated request: the session with its user and company, or its admin. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<LiveSession | undefined> {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = liveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, now });
  return row;
}

/**
 * Of the given sessions, those still live: not revoked, not expired, and their user and company, or
 * their admin, active. One statement for any number of ids (the ids travel as one array parameter).
 */
export async function liveSessionIds(db: Db, sessionIds: readonly string[], now: Date): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .leftJoin(users, and(eq(users.id, sessions.userId), eq(users.companyId, sessions.companyId)))
    .leftJoin(companies, eq(companies.id, sessions.companyId))
    .leftJoin(platformAdmins, eq(platformAdmins.id, sessions.adminId))
    .where(
      and(
        sql`${sessions.id} = any(${sql.param([...sessionIds])}::uuid[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        or(and(eq(users.active, true), eq(companies.active, true)), eq(platformAdmins.active, true)),
      ),
    );
  return rows.map((row) => row.id);
}

/** Used now from `ip` by `source`: last used, and the address among those the session was seen from. */
export async function touchSession(db: Db, sessionId: string, ip: string, source: SessionSource, now: Date) {
  await db
    .update(sessions)
    .set({ lastUsedAt: now, lastUsedIp: ip, lastUsedSource: source })
    .where(eq(sessions.id, sessionId));
  await recordSessionAddress(db, sessionId, ip, source, now);
}

/** One statement: a new address is added, a known one's last-seen time moves on. */
export async function recordSessionAddress(
  db: Db,
  sessionId: string,
  ip: string,
  source: SessionSource,
  now: Date,
) {
  await db
    .insert(sessionAddresses)
    .values({ sessionId, ip, source, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [sessionAddresses.sessionId, sessionAddresses.ip, sessionAddresses.source],
      set: { lastSeenAt: now },
    });
}

/** Seen now, in `language`: the language the platform's own mail to them is written in (ADR 042). */
export async function markUserSeen(db: Db, userId: string, now: Date, language?: Language) {
  await db
    .update(users)
    .set({ lastSeenAt: now, ...(language ? { language } : {}) })
    .where(eq(users.id, userId));
}

export async function markAdminSeen(db: Db, adminId: string, now: Date) {
  await db.update(platformAdmins).set({ lastSeenAt: now }).where(eq(platformAdmins.id, adminId));
}

/** Revoke one session; answers whether a live one was revoked. */
export async function revokeSession(db: Db, sessionId: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** The company's time zone, or undefined when there is no such company. */
export async function companyTimeZone(db: Db, companyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.timeZone;
}

/** Revoke every live session of a user (signed out everywhere); answers the ids revoked. */
export async function revokeUserSessions(db: Db, companyId: string, userId: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.companyId, companyId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Revoke every live session of a platform admin (deactivated, or a new password); answers the ids. */
export async function revokeAdminSessions(db: Db, adminId: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
