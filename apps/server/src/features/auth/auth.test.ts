import { AUTH_COOKIE, CSRF_COOKIE } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { cookieValue, createTestApp, signIn, TEST_PASSWORD, type TestApp } from '../../testing/index.ts';

let t: TestApp;
let company: Awaited<ReturnType<TestApp['make']['company']>>;
let owner: Awaited<ReturnType<TestApp['make']['user']>>;

beforeAll(async () => {
  t = await createTestApp();
  company = await t.make.company({ name: 'Zügelprofi GmbH' });
  owner = await t.make.user(company.id, {
    role: 'OWNER',
    email: 'owner@zuegelprofi.ch',
    firstName: 'Olivia',
  });
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: payload as object,
    headers: { host: 'localhost', ...headers },
  });

describe('POST /api/auth/login', () => {
  it('signs a company user in: session cookie, CSRF cookie and the auth response', async () => {
    const response = await login({ email: 'Owner@Zuegelprofi.ch ', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.userInfo).toMatchObject({
      _id: owner.id,
      kind: 'user',
      email: 'owner@zuegelprofi.ch',
      role: 'OWNER',
      company: { _id: company.id, name: 'Zügelprofi GmbH', currency: 'CHF' },
    });
    const authCookie = response.cookies.find((c) => c.name === AUTH_COOKIE)!;
    expect(authCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 10 * 24 * 3600 });
    // Plain http in tests: a Secure cookie would never come back.
    expect(authCookie.secure).toBeUndefined();
    expect(body.accessToken).toBe(authCookie.value);
    const csrf = response.cookies.find((c) => c.name === CSRF_COOKIE)!;
    // The web app reads this cookie to echo it in a header.
    expect(csrf.httpOnly).toBeUndefined();
    // Only a hash of the token is stored.
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    expect(stored.some((s) => s.tokenHash === body.accessToken)).toBe(false);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('records the device and the last sign-in time', async () => {
    await login(
      { email: owner.email, password: TEST_PASSWORD },
      {
        'user-agent':
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      },
    );
    const all = await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    const mac = all.find((s) => s.osPlatform === 'macOS')!;
    expect(mac).toMatchObject({
      browser: 'Chrome 126',
      browserVersion: '126.0.0.0',
      deviceType: 'desktop',
      ip: '127.0.0.1',
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(user!.lastSeenAt).toBeInstanceOf(Date);
  });

  it('answers wrong password and unknown e-mail alike, in the request language', async () => {
    const wrongPassword = await login({ email: owner.email, password: 'nope' });
    const unknown = await login({ email: 'nobody@example.com', password: TEST_PASSWORD });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({
        code: 'error_login_failed',
        message: 'E-Mail-Adresse oder Passwort ist falsch',
      });
    }
    const english = await login(
      { email: owner.email, password: 'nope' },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    expect(english.json().error.message).toBe('Error With the Email Or Password');
  });

  it('takes as long for an unknown e-mail as for a wrong password', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await login({ email, password: 'wrong password' });
      return performance.now() - started;
    };
    await time(owner.email);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(owner.email));
      unknown.push(await time(`nobody-${i}@example.com`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2]!;
    // Without the dummy verification an unknown e-mail answers in a small fraction of the time
    // (no Argon2 work); the margin leaves room for a busy machine.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  it('names each invalid field', async () => {
    const response = await login({ email: 'not-an-email' }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'error_validation',
      fields: {
        email: { code: 'error_email_invalid', message: 'The Email is not valid' },
        password: { code: 'error_field_required' },
      },
    });
  });

  it('refuses an inactive user and an inactive company with 423, but only with the right password', async () => {
    const other = await t.make.company();
    const inactiveUser = await t.make.user(other.id, { active: false });
    const response = await login({ email: inactiveUser.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(423);
    expect(response.json().error.code).toBe('error_user_inactive');
    expect((await login({ email: inactiveUser.email, password: 'wrong' })).statusCode).toBe(401);

    const closed = await t.make.company({ active: false });
    const member = await t.make.user(closed.id);
    const refused = await login(
      { email: member.email, password: TEST_PASSWORD },
      { 'accept-language': 'en' },
    );
    expect(refused.statusCode).toBe(423);
    expect(refused.json().error).toMatchObject({ code: 'error_company_inactive' });
    expect(refused.cookies.find((c) => c.name === AUTH_COOKIE)).toBeUndefined();
  });
});

describe('admin host', () => {
  it('signs in platform admins on a host beginning with admin. and nobody else there', async () => {
    const admin = await t.make.admin({ email: 'paula@maxer.example' });
    const onAdminHost = await login(
      { email: admin.email, password: TEST_PASSWORD },
      { host: 'admin.localhost:3000' },
    );
    expect(onAdminHost.statusCode).toBe(200);
    expect(onAdminHost.json().userInfo).toMatchObject({
      _id: admin.id,
      kind: 'admin',
      role: 'PLATFORM_ADMIN',
      company: null,
    });

    const adminOnCompanyHost = await login(
      { email: admin.email, password: TEST_PASSWORD },
      { host: 'localhost:3000' },
    );
    expect(adminOnCompanyHost.statusCode).toBe(401);
    const userOnAdminHost = await login(
      { email: owner.email, password: TEST_PASSWORD },
      { host: 'admin.localhost:3000' },
    );
    expect(userOnAdminHost.statusCode).toBe(401);
    expect(userOnAdminHost.json().error.code).toBe('error_login_failed');
  });
});

describe('GET /api/auth', () => {
  it('answers the user with _id and the access token, by cookie or by bearer token', async () => {
    const session = await signIn(t.app, owner.email);
    for (const headers of [{ cookie: `${AUTH_COOKIE}=${session.token}` }, session.bearer]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ userInfo: { _id: owner.id }, accessToken: session.token });
    }
  });

  it('answers 401 without a session and clears a dead cookie', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('error_unauthenticated');

    const dead = await t.app.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { cookie: `${AUTH_COOKIE}=forged` },
    });
    expect(dead.statusCode).toBe(401);
    expect(dead.json().error.code).toBe('error_session_inactive');
    expect(cookieValue(dead, AUTH_COOKIE)).toBe('');
  });

  it('answers 401 for an expired or revoked session', async () => {
    const expired = await signIn(t.app, owner.email);
    const revoked = await signIn(t.app, owner.email);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired.token)));
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(revoked.token)));
    for (const session of [expired, revoked]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth', headers: session.bearer });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 423 once the user or the company is deactivated', async () => {
    const other = await t.make.company();
    const member = await t.make.user(other.id);
    const session = await signIn(t.app, member.email);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, member.id));
    const userOff = await t.app.inject({ method: 'GET', url: '/api/auth', headers: session.bearer });
    expect(userOff.statusCode).toBe(423);
    expect(userOff.json().error.code).toBe('error_user_inactive');

    await t.database.db.update(users).set({ active: true }).where(eq(users.id, member.id));
    await t.database.db.update(companies).set({ active: false }).where(eq(companies.id, other.id));
    const companyOff = await t.app.inject({ method: 'GET', url: '/api/auth', headers: session.bearer });
    expect(companyOff.statusCode).toBe(423);
    expect(companyOff.json().error.code).toBe('error_company_inactive');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookies', async () => {
    const session = await signIn(t.app, owner.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(cookieValue(response, AUTH_COOKIE)).toBe('');
    expect(cookieValue(response, CSRF_COOKIE)).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/auth', headers: session.bearer });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a cookie sign-out without the CSRF token, and the session lives on', async () => {
    const session = await signIn(t.app, owner.email);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.headers.cookie! },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('error_csrf');
    const after = await t.app.inject({ method: 'GET', url: '/api/auth', headers: session.bearer });
    expect(after.statusCode).toBe(200);
  });

  it('clears the cookies of a session that is already gone', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `${AUTH_COOKIE}=gone` },
    });
    expect(response.statusCode).toBe(204);
    expect(cookieValue(response, AUTH_COOKIE)).toBe('');
  });
});
