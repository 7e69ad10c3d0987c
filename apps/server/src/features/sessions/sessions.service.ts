import type { SessionInfo } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { announceSessionsEnded, type Realtime } from '../../platform/realtime.ts';
import { endSession } from '../auth/index.ts';
import { findOwnSession, listSessions, revokeOtherSessions } from './sessions.repo.ts';

export interface SessionsDeps {
  db: Db;
  realtime: Realtime;
  now: () => Date;
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
  announceSessionsEnded(deps.realtime, ended);
  return { ended: ended.length };
}
