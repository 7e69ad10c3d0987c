import type { UserInfo } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, platformAdmins, users } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { LiveSession } from '../../platform/auth/session-store.ts';
import { AppError } from '../../platform/errors.ts';

/** The signed-in person as the auth response shows them. */
export async function loadUserInfo(db: Db, actor: RequestContext['actor']): Promise<UserInfo> {
  if (actor.type === 'user') {
    const [row] = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        role: users.role,
        username: users.username,
        company: {
          _id: companies.id,
          name: companies.name,
          active: companies.active,
          currency: companies.currency,
          timeZone: companies.timeZone,
        },
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, actor.id))
      .limit(1);
    if (!row) throw new AppError('error_session_inactive');
    const { id, ...rest } = row;
    return { _id: id, kind: 'user', ...rest };
  }
  if (actor.type === 'admin') {
    const [row] = await db
      .select({
        id: platformAdmins.id,
        firstName: platformAdmins.firstName,
        lastName: platformAdmins.lastName,
        email: platformAdmins.email,
        phone: platformAdmins.phone,
      })
      .from(platformAdmins)
      .where(eq(platformAdmins.id, actor.id))
      .limit(1);
    if (!row) throw new AppError('error_session_inactive');
    const { id, ...rest } = row;
    return {
      _id: id,
      kind: 'admin',
      role: 'PLATFORM_ADMIN',
      username: rest.email.split('@')[0]!,
      company: null,
      ...rest,
    };
  }
  throw new AppError('error_forbidden');
}

/**
 * The signed-in person from the session row authentication has just read (ADR 060): GET /api/auth
 * answers without a second query.
 */
export function userInfoFromSession(row: LiveSession): UserInfo {
  const { user, company, admin } = row;
  if (user && company) {
    return {
      _id: user.id,
      kind: 'user',
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      role: user.role,
      username: user.username,
      company: {
        _id: company.id,
        name: company.name,
        active: company.active,
        currency: company.currency,
        timeZone: company.timeZone,
      },
    };
  }
  if (admin) {
    return {
      _id: admin.id,
      kind: 'admin',
      firstName: admin.firstName,
      lastName: admin.lastName,
      email: admin.email,
      phone: admin.phone,
      role: 'PLATFORM_ADMIN',
      username: admin.email.split('@')[0]!,
      company: null,
    };
  }
  throw new AppError('error_session_inactive');
}
