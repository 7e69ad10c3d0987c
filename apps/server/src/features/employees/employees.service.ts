import { randomBytes } from 'node:crypto';
import type {
  Employee,
  EmployeeSessionsEnded,
  employeeCreateSchema,
  employeeUpdateSchema,
  Language,
  Page,
} from '@maxer/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { SessionCache } from '../../platform/auth/session-cache.ts';
import { revokeUserSessions } from '../../platform/auth/session-store.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { announceSessionsEnded, type Realtime } from '../../platform/realtime.ts';
import { findCompany, lockCompany } from '../company/index.ts';
import { sendInvitation } from '../password-links/index.ts';
import {
  activeUsersAndLimit,
  deleteEmployee,
  type EmployeeRow,
  emailTaken,
  findEmployee,
  freeUsername,
  insertEmployee,
  listEmployees,
  otherActiveOwners,
  updateEmployee,
} from './employees.repo.ts';

export interface EmployeesDeps {
  db: Db;
  realtime: Realtime;
  sessionCache: SessionCache;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

const ENTITY = 'employee';

function toEmployee({ id, registeredAt, lastSeenAt, ...rest }: EmployeeRow): Employee {
  return {
    _id: id,
    ...rest,
    registeredAt: registeredAt.toISOString(),
    lastSeenAt: lastSeenAt?.toISOString() ?? null,
  };
}

const emailExists = (error: unknown) => isUniqueViolation(error, 'users_email_key');

export async function listCompanyEmployees(
  deps: EmployeesDeps,
  ctx: RequestContext,
  query: Parameters<typeof listEmployees>[2],
): Promise<Page<Employee>> {
  authorize(ctx, 'employee:manage');
  const { items, total } = await listEmployees(deps.db, companyOf(ctx), query);
  return { items: items.map(toEmployee), total, page: query.page, pageSize: query.pageSize };
}

export async function getEmployee(deps: EmployeesDeps, ctx: RequestContext, id: string): Promise<Employee> {
  authorize(ctx, 'employee:manage');
  const row = await findEmployee(deps.db, companyOf(ctx), id);
  if (!row) throw notFound();
  return toEmployee(row);
}

/**
 * Create an employee with the first password the owner chose, or with an unusable one and an
 * e-mailed link to set their own (the invitation is sent only if the creation commits).
 */
/** One more active user must fit the company's package (its user limit, when it has one). */
async function assertSeatFree(db: Db, companyId: string, exceptUserId?: string) {
  const { limit, active } = await activeUsersAndLimit(db, companyId, exceptUserId);
  if (limit !== null && active >= limit)
    throw new AppError('error_package_user_limit', { params: { count: limit } });
}

export async function createEmployee(
  deps: EmployeesDeps,
  ctx: RequestContext,
  input: z.output<typeof employeeCreateSchema>,
  language: Language,
): Promise<Employee> {
  authorize(ctx, 'employee:manage');
  const companyId = companyOf(ctx);
  const { password, sendInvite, ...values } = input;
  if (await emailTaken(deps.db, values.email)) throw new AppError('error_email_exists');
  const passwordHash = await hashPassword(password ?? randomBytes(32).toString('base64url'));
  try {
    const id = await deps.db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      if (values.active !== false) await assertSeatFree(tx, companyId);
      const username = await freeUsername(tx, companyId, values.email);
      const userId = await insertEmployee(tx, {
        ...values,
        companyId,
        username,
        passwordHash,
        registeredAt: deps.now(),
      });
      await recordActivity(tx, ctx, companyId, {
        entityType: ENTITY,
        entityId: userId,
        action: 'create',
        changes: diff(null, values),
      });
      if (sendInvite) {
        const company = await findCompany(tx, companyId);
        await sendInvitation(
          deps,
          tx,
          {
            userId,
            companyId,
            email: values.email,
            firstName: values.firstName,
            companyName: company!.company.name,
          },
          language,
        );
      }
      return userId;
    });
    return await getEmployee(deps, ctx, id);
  } catch (error) {
    if (emailExists(error)) throw new AppError('error_email_exists');
    throw error;
  }
}

export async function changeEmployee(
  deps: EmployeesDeps,
  ctx: RequestContext,
  id: string,
  input: z.output<typeof employeeUpdateSchema>,
): Promise<Employee> {
  authorize(ctx, 'employee:manage');
  const companyId = companyOf(ctx);
  const { password, ...values } = input;
  const passwordHash = password ? await hashPassword(password) : undefined;
  let ended: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      // One owner change at a time per company, so two owners cannot demote each other at once.
      await lockCompany(tx, companyId);
      const before = await findEmployee(tx, companyId, id);
      if (!before) throw notFound();
      const self = ctx.actor.type === 'user' && ctx.actor.id === id;
      if (self && values.email !== before.email) throw new AppError('error_own_email_change');
      const losesOwner =
        before.role === 'OWNER' && before.active && (values.role !== 'OWNER' || !values.active);
      if (losesOwner && (await otherActiveOwners(tx, companyId, id)) === 0)
        throw new AppError('error_last_owner');
      if (values.email !== before.email && (await emailTaken(tx, values.email, id)))
        throw new AppError('error_email_exists');
      if (!before.active && values.active) await assertSeatFree(tx, companyId, id);

      await updateEmployee(tx, companyId, id, { ...values, ...(passwordHash ? { passwordHash } : {}) });
      // Deactivation or a new password ends the person's sessions at once (the caller's own stays).
      if ((before.active && !values.active) || passwordHash) {
        ended = (await revokeUserSessions(tx, companyId, id, deps.now())).filter(
          (sessionId) => sessionId !== ctx.sessionId,
        );
      }
      const { id: _, registeredAt, lastSeenAt, username, ...previous } = before;
      const changes = diff(previous, values);
      if (passwordHash) changes.password = ['•••', '•••'];
      await recordActivity(tx, ctx, companyId, {
        entityType: ENTITY,
        entityId: id,
        action: 'update',
        changes,
      });
    });
  } catch (error) {
    if (emailExists(error)) throw new AppError('error_email_exists');
    throw error;
  }
  // A new role, state or password holds on every instance from the next request on (ADR 060).
  await deps.sessionCache.forget({ userIds: [id] });
  announceSessionsEnded(deps.realtime, ended);
  return getEmployee(deps, ctx, id);
}

export async function removeEmployee(deps: EmployeesDeps, ctx: RequestContext, id: string): Promise<void> {
  authorize(ctx, 'employee:manage');
  const companyId = companyOf(ctx);
  let ended: string[] = [];
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const before = await findEmployee(tx, companyId, id);
    if (!before) throw notFound();
    if (before.role === 'OWNER' && before.active && (await otherActiveOwners(tx, companyId, id)) === 0) {
      throw new AppError('error_last_owner');
    }
    ended = await revokeUserSessions(tx, companyId, id, deps.now());
    await deleteEmployee(tx, companyId, id);
    const { id: _, registeredAt, lastSeenAt, ...previous } = before;
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'delete',
      changes: diff(previous, null),
    });
  });
  await deps.sessionCache.forget({ userIds: [id] });
  announceSessionsEnded(deps.realtime, ended);
}

/**
 * End every session of one of the company's users at once (an owner, or a platform admin acting for
 * the company): their open pages go to sign-in. One's own sessions are ended on the active-sessions page,
 * where the current one stays.
 */
export async function endEmployeeSessions(
  deps: EmployeesDeps,
  ctx: RequestContext,
  id: string,
): Promise<EmployeeSessionsEnded> {
  authorize(ctx, 'employee:manage');
  const companyId = companyOf(ctx);
  if (ctx.actor.type === 'user' && ctx.actor.id === id) {
    throw new AppError('error_current_session_not_deletable');
  }
  const ended = await deps.db.transaction(async (tx) => {
    if (!(await findEmployee(tx, companyId, id))) throw notFound();
    const revoked = await revokeUserSessions(tx, companyId, id, deps.now());
    if (revoked.length > 0) {
      await recordActivity(tx, ctx, companyId, {
        entityType: ENTITY,
        entityId: id,
        action: 'update',
        changes: { sessions: [revoked.length, 0] },
      });
    }
    return revoked;
  });
  await deps.sessionCache.forget({ userIds: [id] });
  announceSessionsEnded(deps.realtime, ended);
  return { ended: ended.length };
}
