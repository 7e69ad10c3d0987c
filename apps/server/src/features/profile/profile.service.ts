import type { Profile, passwordChangeSchema, profileUpdateSchema } from '@maxer/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { SessionCache } from '../../platform/auth/session-cache.ts';
import { AppError } from '../../platform/errors.ts';
import { announceSessionsEnded, type Realtime } from '../../platform/realtime.ts';
import { findAccount, revokeOtherSessions, updateAccount } from './profile.repo.ts';

export interface ProfileDeps {
  db: Db;
  realtime: Realtime;
  sessionCache: SessionCache;
  now: () => Date;
}

async function account(deps: ProfileDeps, ctx: RequestContext) {
  const row = await findAccount(deps.db, ctx.actor);
  if (!row) throw new AppError('error_session_inactive');
  return row;
}

export async function getProfile(deps: ProfileDeps, ctx: RequestContext): Promise<Profile> {
  authorize(ctx, 'profile:own');
  const { id, kind, firstName, lastName, email, username, phone } = await account(deps, ctx);
  return { _id: id, kind, firstName, lastName, email, username, phone };
}

/** Own names and phone; the e-mail stays (a platform admin changes it). */
export async function changeProfile(
  deps: ProfileDeps,
  ctx: RequestContext,
  input: z.output<typeof profileUpdateSchema>,
) {
  authorize(ctx, 'profile:own');
  const before = await account(deps, ctx);
  if (input.email !== undefined && input.email.trim().toLowerCase() !== before.email)
    throw new AppError('error_own_email_change');
  const { email, ...values } = input;
  await deps.db.transaction(async (tx) => {
    await updateAccount(tx, ctx.actor, values);
    if (ctx.companyId && ctx.actor.type === 'user') {
      const { firstName, lastName, phone } = before;
      await recordActivity(tx, ctx, ctx.companyId, {
        entityType: 'employee',
        entityId: ctx.actor.id,
        action: 'update',
        changes: diff({ firstName, lastName, phone }, values),
      });
    }
  });
  // Kept sessions carry the names and phone GET /api/auth shows: every instance reads them anew (ADR 065).
  if (ctx.actor.type === 'user') await deps.sessionCache.forget({ userIds: [ctx.actor.id] });
  if (ctx.actor.type === 'admin') await deps.sessionCache.forget({ adminIds: [ctx.actor.id] });
  return getProfile(deps, ctx);
}

/** A new password needs the current one; every other session of the account then ends. */
export async function changePassword(
  deps: ProfileDeps,
  ctx: RequestContext,
  input: z.output<typeof passwordChangeSchema>,
) {
  authorize(ctx, 'profile:own');
  const before = await account(deps, ctx);
  if (!(await verifyPassword(before.passwordHash, input.currentPassword))) {
    throw new AppError('error_validation', { fields: { currentPassword: 'error_password_mismatch' } });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await deps.db.transaction(async (tx) => {
    await updateAccount(tx, ctx.actor, { passwordHash });
    return revokeOtherSessions(tx, ctx.actor, ctx.sessionId, deps.now());
  });
  await deps.sessionCache.forget({ sessionIds: ended });
  announceSessionsEnded(deps.realtime, ended);
}
