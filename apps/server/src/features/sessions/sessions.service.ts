import type { SessionDetail, SessionInfo, SessionSource } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import type { OrganisationLookup } from '../../platform/asn-organisation.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { SessionCache } from '../../platform/auth/session-cache.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { type CountryLookup, isLocalAddress } from '../../platform/geo.ts';
import { announceSessionsEnded, type Realtime } from '../../platform/realtime.ts';
import { endSession } from '../auth/index.ts';
import { findOwnSession, findSessionDetail, listSessions, revokeOtherSessions } from './sessions.repo.ts';

export interface SessionsDeps {
  db: Db;
  realtime: Realtime;
  sessionCache: SessionCache;
  now: () => Date;
  countryOf: CountryLookup;
  organisationOf: OrganisationLookup;
}

function scopeOf(ctx: RequestContext, now: Date) {
  // A platform admin's own sessions are not a company's, even while acting for one.
  return { actor: ctx.actor, companyId: ctx.actor.type === 'user' ? ctx.companyId : null, now };
}

export async function listOwnSessions(
  deps: SessionsDeps,
  ctx: RequestContext,
  page: { page: number; pageSize: number },
) {
  authorize(ctx, 'session:read-own');
  const { items, total } = await listSessions(deps.db, scopeOf(ctx, deps.now()), page);
  const rows: SessionInfo[] = items.map(({ id, createdAt, lastUsedAt, expiresAt, ...rest }) => ({
    _id: id,
    current: id === ctx.sessionId,
    ...rest,
    createdAt: createdAt.toISOString(),
    lastUsedAt: lastUsedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  }));
  return { items: rows, total, ...page };
}

/**
 * One of the caller's own live sessions in full (what the list lets them see, no more: another
 * person's, another company's, a revoked or expired one is 404). Country and organisation of each
 * address are looked up now, from the bundled tables; the sign-in's were stored with it.
 */
export async function getOwnSession(deps: SessionsDeps, ctx: RequestContext, sessionId: string) {
  authorize(ctx, 'session:read-own');
  const found = await findSessionDetail(deps.db, scopeOf(ctx, deps.now()), sessionId);
  if (!found) throw notFound();
  const { id, createdAt, lastUsedAt, expiresAt, lastUsedSource, ...rest } = found.session;
  const sources: SessionSource[] = [lastUsedSource as SessionSource];
  for (const address of found.addresses) {
    const source = address.source as SessionSource;
    if (!sources.includes(source)) sources.push(source);
  }
  const detail: SessionDetail = {
    _id: id,
    current: id === ctx.sessionId,
    ...rest,
    createdAt: createdAt.toISOString(),
    lastUsedAt: lastUsedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    lastUsedSource: lastUsedSource as SessionSource,
    sources,
    addresses: found.addresses.map((address) => ({
      ip: address.ip,
      source: address.source as SessionSource,
      country: isLocalAddress(address.ip) ? null : deps.countryOf(address.ip),
      organisation: deps.organisationOf(address.ip),
      firstSeenAt: address.firstSeenAt.toISOString(),
      lastSeenAt: address.lastSeenAt.toISOString(),
    })),
  };
  return detail;
}

export async function revokeOwnSession(deps: SessionsDeps, ctx: RequestContext, sessionId: string) {
  authorize(ctx, 'session:revoke-own');
  if (sessionId === ctx.sessionId) throw new AppError('error_current_session_not_deletable');
  const session = await findOwnSession(deps.db, scopeOf(ctx, deps.now()), sessionId);
  if (!session) throw notFound();
  await endSession(deps, sessionId);
}

/** "Sign out everywhere else": every other session of the account ends, its open pages at once. */
export async function revokeOtherOwnSessions(deps: SessionsDeps, ctx: RequestContext) {
  authorize(ctx, 'session:revoke-own');
  const ended = await revokeOtherSessions(deps.db, scopeOf(ctx, deps.now()), ctx.sessionId);
  await deps.sessionCache.forget({ sessionIds: ended });
  announceSessionsEnded(deps.realtime, ended);
  return { ended: ended.length };
}
