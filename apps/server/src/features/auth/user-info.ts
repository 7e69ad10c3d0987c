import type { UserInfo } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, platformAdmins, users } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
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
