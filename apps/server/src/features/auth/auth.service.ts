import { AUTH_COOKIE_MAX_AGE_S, type UserInfo } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import type { LoginLimits } from '../../deps.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import { parseUserAgent } from '../../platform/auth/user-agent.ts';
import { AppError } from '../../platform/errors.ts';
import { type CountryLookup, countryAllowed, isLocalAddress } from '../../platform/geo.ts';
import type { RateLimitStore } from '../../platform/rate-limit.ts';
import { announceSessionsEnded, type Realtime } from '../../platform/realtime.ts';
import {
  findAdminByEmail,
  findUserByEmail,
  insertSession,
  markAdminSeen,
  markUserSeen,
  revokeSession,
} from './auth.repo.ts';
import { loadUserInfo } from './user-info.ts';

export interface AuthServiceDeps {
  db: Db;
  rateLimitStore: RateLimitStore;
  loginLimits: LoginLimits;
  countryOf: CountryLookup;
  realtime: Realtime;
  now: () => Date;
}

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  userAgent: string | undefined;
  /** The admin host signs in platform admins only; any other host company users only. */
  adminHost: boolean;
}

async function enforceLoginLimits(deps: AuthServiceDeps, input: LoginInput, accountKey: string) {
  const { perIp, failuresPerAccount } = deps.loginLimits;
  const ipHits = await deps.rateLimitStore.hit(`login:ip:${input.ip}`, perIp.windowMs);
  const failures = await deps.rateLimitStore.peek(accountKey);
  const blocked =
    ipHits.count > perIp.max
      ? ipHits.resetMs
      : failures.count >= failuresPerAccount.max
        ? failures.resetMs
        : 0;
  if (blocked > 0) {
    const seconds = Math.max(1, Math.ceil(blocked / 1000));
    throw new AppError('error_too_many_requests', {
      params: { seconds },
      headers: { 'retry-after': String(seconds) },
    });
  }
}

export async function login(
  deps: AuthServiceDeps,
  input: LoginInput,
): Promise<{ token: string; userInfo: UserInfo }> {
  const accountKey = `login:account:${input.adminHost ? 'admin' : 'user'}:${input.email}`;
  await enforceLoginLimits(deps, input, accountKey);

  const found = input.adminHost ? undefined : await findUserByEmail(deps.db, input.email);
  const account = input.adminHost ? await findAdminByEmail(deps.db, input.email) : found?.user;
  // Always verify, against a dummy hash when the e-mail is unknown: same answer, same time.
  const passwordOk = await verifyPassword(account?.passwordHash, input.password);
  if (!account || !passwordOk) {
    await deps.rateLimitStore.hit(accountKey, deps.loginLimits.failuresPerAccount.windowMs);
    throw new AppError('error_login_failed');
  }

  // Only a caller who knows the password learns that the account or company is inactive.
  if (found) {
    if (!found.company.active) throw new AppError('error_company_inactive');
    if (!found.user.active) throw new AppError('error_user_inactive');
    if (!countryAllowed(input.ip, found.company.allowedLoginCountries, deps.countryOf)) {
      throw new AppError('error_country_not_allowed_to_login');
    }
  } else if (!account.active) {
    throw new AppError('error_user_inactive');
  }

  const now = deps.now();
  const token = newSessionToken();
  await insertSession(deps.db, {
    tokenHash: hashToken(token),
    companyId: found?.company.id ?? null,
    userId: input.adminHost ? null : account.id,
    adminId: input.adminHost ? account.id : null,
    ip: input.ip,
    lastUsedIp: input.ip,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    ...parseUserAgent(input.userAgent),
    country: isLocalAddress(input.ip) ? null : deps.countryOf(input.ip),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + AUTH_COOKIE_MAX_AGE_S * 1000),
  });
  if (input.adminHost) await markAdminSeen(deps.db, account.id, now);
  else await markUserSeen(deps.db, account.id, now);

  const actor: RequestContext['actor'] = input.adminHost
    ? { type: 'admin', id: account.id }
    : { type: 'user', id: account.id };
  const userInfo = await loadUserInfo(deps.db, actor);
  return { token, userInfo };
}

/** End a session and tell its open pages, on every instance, to go to sign-in. */
export async function endSession(deps: Pick<AuthServiceDeps, 'db' | 'realtime' | 'now'>, sessionId: string) {
  const revoked = await revokeSession(deps.db, sessionId, deps.now());
  if (revoked) announceSessionsEnded(deps.realtime, [sessionId]);
  return revoked;
}
