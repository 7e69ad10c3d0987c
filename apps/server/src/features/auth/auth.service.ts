import { AUTH_COOKIE_MAX_AGE_S, DEVICE_COOKIE_MAX_AGE_S, type Language, type UserInfo } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import type { LoginLimits } from '../../deps.ts';
import type { OrganisationLookup } from '../../platform/asn-organisation.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import type { SessionCache } from '../../platform/auth/session-cache.ts';
import {
  markAdminSeen,
  markUserSeen,
  recordSessionAddress,
  revokeSession,
} from '../../platform/auth/session-store.ts';
import type { Side } from '../../platform/auth/side.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import { parseUserAgent } from '../../platform/auth/user-agent.ts';
import { AppError } from '../../platform/errors.ts';
import { type CountryLookup, countryAllowed, isLocalAddress } from '../../platform/geo.ts';
import type { RateLimitStore } from '../../platform/rate-limit.ts';
import { announceSessionsEnded, announceToAdmins, type Realtime } from '../../platform/realtime.ts';
import { findAdminByEmail, findUserByEmail, insertSession } from './auth.repo.ts';
import { type DeviceAccount, findLoginDevice, rememberLoginDevice } from './login-devices.repo.ts';
import {
  checkAccountLimits,
  countClientAttempt,
  countLoginFailure,
  type LoginAttempt,
} from './login-limits.ts';
import { loadUserInfo } from './user-info.ts';

export interface AuthServiceDeps {
  db: Db;
  rateLimitStore: RateLimitStore;
  loginLimits: LoginLimits;
  countryOf: CountryLookup;
  organisationOf: OrganisationLookup;
  realtime: Realtime;
  /** Verified sessions kept by every instance: a revoked one is forgotten at once (ADR 060). */
  sessionCache: SessionCache;
  now: () => Date;
  /** Named to a platform admin who signs in on the company host with the right password. */
  adminUrl?: string;
}

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  userAgent: string | undefined;
  /** The admin side signs in platform admins only; the company side company users only. */
  side: Side;
  /** The device cookie the browser sent, if any. */
  deviceToken: string | undefined;
  /** The interface language signed in with: kept as the user's language for the platform's mail. */
  language?: Language;
}

/** The device behind a cookie, when it is a live one of this very account; else the client is unknown. */
async function knownDeviceId(
  deps: AuthServiceDeps,
  token: string | undefined,
  account: DeviceAccount | undefined,
): Promise<string | null> {
  if (!token || !account) return null;
  const device = await findLoginDevice(deps.db, hashToken(token), deps.now());
  if (!device) return null;
  const matches = 'userId' in account ? device.userId === account.userId : device.adminId === account.adminId;
  return matches ? device.id : null;
}

/** A device cookie's token for a browser that just signed in to the account correctly. */
async function newKnownDevice(deps: AuthServiceDeps, account: DeviceAccount, now: Date): Promise<string> {
  const token = newSessionToken();
  await rememberLoginDevice(deps.db, {
    tokenHash: hashToken(token),
    account,
    now,
    expiresAt: new Date(now.getTime() + DEVICE_COOKIE_MAX_AGE_S * 1000),
  });
  return token;
}

export async function login(
  deps: AuthServiceDeps,
  input: LoginInput,
): Promise<{ token: string; userInfo: UserInfo; deviceToken: string | null }> {
  await countClientAttempt(deps, input.ip);
  const adminSide = input.side === 'admin';
  const found = adminSide ? undefined : await findUserByEmail(deps.db, input.email);
  const account = adminSide ? await findAdminByEmail(deps.db, input.email) : found?.user;
  const deviceAccountOf = (id: string): DeviceAccount => (adminSide ? { adminId: id } : { userId: id });
  const deviceAccount = account ? deviceAccountOf(account.id) : undefined;
  const attempt: LoginAttempt = {
    side: input.side,
    email: input.email,
    ip: input.ip,
    deviceId: await knownDeviceId(deps, input.deviceToken, deviceAccount),
  };
  await checkAccountLimits(deps, attempt);

  // Always verify, against a dummy hash when the e-mail is unknown: same answer, same time.
  const passwordOk = await verifyPassword(account?.passwordHash, input.password);
  if (!account || !passwordOk) {
    await countLoginFailure(deps, attempt);
    // A platform admin on the company host: only one who knows the admin's password learns where to go.
    if (!adminSide && !account && deps.adminUrl) {
      const admin = await findAdminByEmail(deps.db, input.email);
      if (admin?.active && (await verifyPassword(admin.passwordHash, input.password))) {
        throw new AppError('error_admin_signs_in_elsewhere', { params: { adminUrl: deps.adminUrl } });
      }
    }
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
  const session = await insertSession(deps.db, {
    tokenHash: hashToken(token),
    companyId: found?.company.id ?? null,
    userId: adminSide ? null : account.id,
    adminId: adminSide ? account.id : null,
    ip: input.ip,
    lastUsedIp: input.ip,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    ...parseUserAgent(input.userAgent),
    country: isLocalAddress(input.ip) ? null : deps.countryOf(input.ip),
    organisation: deps.organisationOf(input.ip),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + AUTH_COOKIE_MAX_AGE_S * 1000),
  });
  // Signing in is the session's first use: from this address, in the browser.
  await recordSessionAddress(deps.db, session.id, input.ip, 'web', now);
  if (adminSide) await markAdminSeen(deps.db, account.id, now);
  else await markUserSeen(deps.db, account.id, now, input.language);

  // A browser new to this account is known from now on (a known one keeps its cookie).
  const deviceToken = attempt.deviceId ? null : await newKnownDevice(deps, deviceAccountOf(account.id), now);

  const actor: RequestContext['actor'] = adminSide
    ? { type: 'admin', id: account.id }
    : { type: 'user', id: account.id };
  const userInfo = await loadUserInfo(deps.db, actor);
  if (found) {
    announceToAdmins(deps.realtime, {
      kind: 'signIn',
      at: now.toISOString(),
      company: { _id: found.company.id, name: found.company.name },
      user: { _id: found.user.id, name: `${found.user.firstName} ${found.user.lastName}` },
      number: null,
    });
  }
  return { token, userInfo, deviceToken };
}

/** End a session and tell its open pages, on every instance, to go to sign-in. */
export async function endSession(
  deps: Pick<AuthServiceDeps, 'db' | 'realtime' | 'sessionCache' | 'now'>,
  sessionId: string,
) {
  const revoked = await revokeSession(deps.db, sessionId, deps.now());
  // Forgotten by every instance before anyone hears of it: the next request with it is refused.
  await deps.sessionCache.forget({ sessionIds: [sessionId] });
  if (revoked) announceSessionsEnded(deps.realtime, [sessionId]);
  return revoked;
}
