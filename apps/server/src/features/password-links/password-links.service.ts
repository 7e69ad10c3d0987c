import type { ForgotPasswordBody, Language, setPasswordSchema } from '@maxer/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { revokeAdminSessions, revokeUserSessions } from '../../platform/auth/session-store.ts';
import type { Side } from '../../platform/auth/side.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { limitClient, type RateLimitStore } from '../../platform/rate-limit.ts';
import { announceSessionsEnded, type Realtime } from '../../platform/realtime.ts';
import { adminInvitationMail, invitationMail, passwordResetMail } from './invitation-mail.ts';
import {
  findActiveAdminByEmail,
  findActiveUserByEmail,
  findLiveToken,
  insertPasswordToken,
  setAdminPassword,
  setUserPassword,
  useToken,
} from './password-links.repo.ts';

export const PASSWORD_LINK_TTL_MS = 72 * 60 * 60 * 1000;
/** A "forgot password" link lives shorter than an invitation: it is asked for, not given. */
export const RESET_LINK_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * How often "forgot password" may be asked: per client (answered with 429, which says nothing about
 * the address) and per account (beyond it, silently no further mail, so the answer stays the same).
 */
export const FORGOT_PASSWORD_LIMITS = {
  perClient: { max: 10, windowMs: 15 * 60_000 },
  perAccount: { max: 3, windowMs: 60 * 60_000 },
};

import type { SessionCache } from '../../platform/auth/session-cache.ts';

export interface PasswordLinksDeps {
  db: Db;
  mailer: Mailer;
  realtime: Realtime;
  sessionCache: SessionCache;
  publicUrl: string;
  now: () => Date;
}

/** Inside the transaction that creates the user: a one-time link, and the e-mail that carries it. */
export async function sendInvitation(
  deps: Pick<PasswordLinksDeps, 'mailer' | 'publicUrl' | 'now'>,
  tx: Db,
  person: { userId: string; companyId: string; email: string; firstName: string; companyName: string },
  language: Language,
) {
  const token = newSessionToken();
  await insertPasswordToken(tx, {
    userId: person.userId,
    companyId: person.companyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(deps.now().getTime() + PASSWORD_LINK_TTL_MS),
  });
  const link = `${deps.publicUrl}${language === 'en' ? '/en' : ''}/set-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.enqueue(tx, {
    companyId: person.companyId,
    kind: 'invitation',
    related: { type: 'employee', id: person.userId },
    to: person.email,
    ...invitationMail(language, { firstName: person.firstName, companyName: person.companyName, link }),
  });
}

/**
 * Inside the transaction that creates a platform admin: a one-time link to the admin host's
 * set-password page, and the e-mail that carries it (platform mail: no company).
 */
export async function sendAdminInvitation(
  deps: { mailer: Mailer; adminUrl: string; now: () => Date },
  tx: Db,
  person: { adminId: string; email: string; firstName: string },
  language: Language,
) {
  const token = newSessionToken();
  await insertPasswordToken(tx, {
    adminId: person.adminId,
    tokenHash: hashToken(token),
    expiresAt: new Date(deps.now().getTime() + PASSWORD_LINK_TTL_MS),
  });
  const link = `${deps.adminUrl}${language === 'en' ? '/en' : ''}/set-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.enqueue(tx, {
    companyId: null,
    kind: 'admin-invitation',
    related: { type: 'platformAdmin', id: person.adminId },
    to: person.email,
    ...adminInvitationMail(language, { firstName: person.firstName, link }),
  });
}

/** The name a platform admin's link greets with in place of a company. */
const PLATFORM_NAME = 'Maxer';

/** Who a link is for, so the page can greet them; a used or expired link is refused. */
export async function describeLink(deps: PasswordLinksDeps, token: string) {
  const row = await findLiveToken(deps.db, hashToken(token), deps.now());
  if (!row) throw new AppError('error_link_invalid');
  return {
    email: row.email,
    firstName: row.firstName,
    companyName: row.kind === 'user' ? row.companyName : PLATFORM_NAME,
  };
}

/** Set the password through the link, once; any sessions of the account end. */
export async function setPasswordWithLink(
  deps: PasswordLinksDeps,
  input: z.output<typeof setPasswordSchema>,
) {
  const passwordHash = await hashPassword(input.password);
  const ended = await deps.db.transaction(async (tx) => {
    const row = await findLiveToken(tx, hashToken(input.token), deps.now());
    if (!row || !(await useToken(tx, row.id, deps.now()))) throw new AppError('error_link_invalid');
    if (row.kind === 'admin') {
      await setAdminPassword(tx, row.adminId, passwordHash);
      return revokeAdminSessions(tx, row.adminId, deps.now());
    }
    await setUserPassword(tx, row.companyId, row.userId, passwordHash);
    return revokeUserSessions(tx, row.companyId, row.userId, deps.now());
  });
  await deps.sessionCache.forget({ sessionIds: ended });
  announceSessionsEnded(deps.realtime, ended);
}

export interface ForgotPasswordDeps {
  db: Db;
  mailer: Mailer;
  rateLimitStore: RateLimitStore;
  publicUrl: string;
  adminUrl: string;
  now: () => Date;
}

/**
 * "Forgot password": when the address is an active account's on this side (company users on the
 * company host, platform admins on the admin host), a one-time link to the set-password page is
 * mailed. The answer is the same whether the address is known or not; only the client's rate shows.
 */
export async function requestPasswordReset(
  deps: ForgotPasswordDeps,
  input: ForgotPasswordBody & { side: Side; ip: string; language: Language },
): Promise<void> {
  const { perClient, perAccount } = FORGOT_PASSWORD_LIMITS;
  await limitClient(deps.rateLimitStore, 'forgot', input.ip, perClient);
  const account = await deps.rateLimitStore.hit(
    `forgot:account:${input.side}:${input.email}`,
    perAccount.windowMs,
  );
  if (account.count > perAccount.max) return;

  const expiresAt = new Date(deps.now().getTime() + RESET_LINK_TTL_MS);
  const prefix = input.language === 'en' ? '/en' : '';
  const linkOf = (base: string, token: string) =>
    `${base}${prefix}/set-password?token=${encodeURIComponent(token)}`;
  await deps.db.transaction(async (tx) => {
    const token = newSessionToken();
    if (input.side === 'admin') {
      const admin = await findActiveAdminByEmail(tx, input.email);
      if (!admin) return;
      await insertPasswordToken(tx, { adminId: admin.id, tokenHash: hashToken(token), expiresAt });
      await deps.mailer.enqueue(tx, {
        companyId: null,
        kind: 'password-reset',
        related: { type: 'platformAdmin', id: admin.id },
        to: admin.email,
        ...passwordResetMail(input.language, {
          firstName: admin.firstName,
          link: linkOf(deps.adminUrl, token),
        }),
      });
      return;
    }
    const user = await findActiveUserByEmail(tx, input.email);
    if (!user) return;
    await insertPasswordToken(tx, {
      userId: user.id,
      companyId: user.companyId,
      tokenHash: hashToken(token),
      expiresAt,
    });
    await deps.mailer.enqueue(tx, {
      companyId: user.companyId,
      kind: 'password-reset',
      related: { type: 'employee', id: user.id },
      to: user.email,
      ...passwordResetMail(input.language, {
        firstName: user.firstName,
        link: linkOf(deps.publicUrl, token),
      }),
    });
  });
}
