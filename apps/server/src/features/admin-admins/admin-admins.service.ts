import { randomBytes } from 'node:crypto';
import type { AdminAdminListQuery, AdminInvite, Language, Page, PlatformAdmin } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { SessionCache } from '../../platform/auth/session-cache.ts';
import { revokeAdminSessions } from '../../platform/auth/session-store.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { announceSessionsEnded, type Realtime } from '../../platform/realtime.ts';
import { sendAdminInvitation } from '../password-links/index.ts';
import {
  emailTaken,
  findAdmin,
  insertAdmin,
  listAdmins,
  lockActiveAdmins,
  setAdminActive,
} from './admin-admins.repo.ts';

export interface AdminAdminsDeps {
  db: Db;
  mailer: Mailer;
  realtime: Realtime;
  sessionCache: SessionCache;
  /** The admin host's address: the set-password link of an invitation points there. */
  adminUrl: string;
  now: () => Date;
}

/** Platform-level activities on admin accounts (no company, ADR 037). */
const ENTITY = 'platformAdmin';

type Row = NonNullable<Awaited<ReturnType<typeof findAdmin>>>;

function toAdmin({ id, lastSeenAt, createdAt, ...rest }: Row): PlatformAdmin {
  return {
    _id: id,
    ...rest,
    lastSeenAt: lastSeenAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}

export async function listPlatformAdmins(
  deps: AdminAdminsDeps,
  ctx: RequestContext,
  query: AdminAdminListQuery,
): Promise<Page<PlatformAdmin>> {
  authorize(ctx, 'platform:manage');
  const { items, total } = await listAdmins(deps.db, query);
  return { items: items.map(toAdmin), total, page: query.page, pageSize: query.pageSize };
}

/**
 * Invite a platform admin: the account (with an unusable password), its set-password link and the
 * e-mail carrying it, and the activity, in one transaction: the mail goes only if all of it commits.
 */
export async function inviteAdmin(
  deps: AdminAdminsDeps,
  ctx: RequestContext,
  input: AdminInvite,
  language: Language,
): Promise<PlatformAdmin> {
  authorize(ctx, 'platform:manage');
  if (await emailTaken(deps.db, input.email)) throw new AppError('error_email_exists');
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    const id = await deps.db.transaction(async (tx) => {
      const adminId = await insertAdmin(tx, { ...input, passwordHash });
      await recordActivity(tx, ctx, null, {
        entityType: ENTITY,
        entityId: adminId,
        action: 'create',
        changes: diff(null, input),
      });
      await sendAdminInvitation(
        deps,
        tx,
        { adminId, email: input.email, firstName: input.firstName },
        language,
      );
      return adminId;
    });
    const created = await findAdmin(deps.db, id);
    return toAdmin(created!);
  } catch (error) {
    if (isUniqueViolation(error, 'platform_admins_email_key')) throw new AppError('error_email_exists');
    throw error;
  }
}

/**
 * Deactivate or reactivate a platform admin. Nobody deactivates themselves, and the platform keeps at
 * least one active admin (checked against the locked rows of the active admins). A deactivated
 * admin's sessions end at once, their open real-time connections too.
 */
export async function setPlatformAdminActive(
  deps: AdminAdminsDeps,
  ctx: RequestContext,
  id: string,
  active: boolean,
): Promise<PlatformAdmin> {
  authorize(ctx, 'platform:manage');
  if (!active && ctx.actor.type === 'admin' && ctx.actor.id === id) {
    throw new AppError('error_admin_self_deactivate');
  }
  const ended = await deps.db.transaction(async (tx) => {
    const activeIds = active ? [] : await lockActiveAdmins(tx);
    const before = await findAdmin(tx, id);
    if (!before) throw notFound();
    if (before.active === active) return [];
    if (!active && activeIds.filter((other) => other !== id).length === 0) {
      throw new AppError('error_last_active_admin');
    }
    await setAdminActive(tx, id, active);
    await recordActivity(tx, ctx, null, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      changes: { active: [before.active, active] },
    });
    return active ? [] : revokeAdminSessions(tx, id, deps.now());
  });
  await deps.sessionCache.forget({ adminIds: [id] });
  announceSessionsEnded(deps.realtime, ended);
  const after = await findAdmin(deps.db, id);
  return toAdmin(after!);
}
