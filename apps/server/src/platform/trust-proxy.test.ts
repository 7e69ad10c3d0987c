import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEFAULT_LOGIN_LIMITS } from '../deps.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/index.ts';

// Under app.inject every request arrives from 127.0.0.1: that is the peer (the proxy, when one is trusted).

/** A test app with this environment, built before the tests of the enclosing describe. */
function appWith(env: Record<string, string>) {
  const holder = {} as { t: TestApp };
  beforeAll(async () => {
    holder.t = await createTestApp(
      { loginLimits: { ...DEFAULT_LOGIN_LIMITS, perClient: { max: 3, windowMs: 60_000 } } },
      env,
    );
  });
  afterAll(() => holder.t.close());
  return holder;
}

const login = (t: TestApp, email: string, headers: Record<string, string>, password = TEST_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { host: 'localhost', 'accept-language': 'en', ...headers },
  });

/** The address a sign-in's session records for the client (the active-sessions page shows it). */
async function sessionIp(t: TestApp, email: string, headers: Record<string, string>) {
  const response = await login(t, email, headers);
  expect(response.statusCode).toBe(200);
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/sessions',
    headers: { host: 'localhost', authorization: `Bearer ${response.json().accessToken}` },
  });
  return (list.json().items as { current: boolean; ip: string }[]).find((s) => s.current)?.ip;
}

describe('TRUST_PROXY=true: exactly one proxy in front', () => {
  const app = appWith({ TRUST_PROXY: 'true' });

  it('takes the client address the proxy added, not one the client wrote before it', async () => {
    const { t } = app;
    const company = await t.make.company();
    const user = await t.make.user(company.id);
    // The proxy appends the address it saw; whatever the client wrote stands to its left.
    for (let i = 0; i < 3; i++) {
      const response = await login(t, user.email, { 'x-forwarded-for': `6.6.6.${i}, 10.0.0.7` });
      expect(response.statusCode).toBe(200);
    }
    const blocked = await login(t, user.email, { 'x-forwarded-for': '6.6.6.99, 10.0.0.7' });
    expect(blocked.statusCode).toBe(429);
    // Another client behind the same proxy is another address.
    expect((await login(t, user.email, { 'x-forwarded-for': '10.0.0.8' })).statusCode).toBe(200);
  });

  it('never makes a company request the admin side through X-Forwarded-Host', async () => {
    const { t } = app;
    const admin = await t.make.admin();
    const forged = await login(t, admin.email, {
      'x-forwarded-for': '10.0.0.20',
      'x-forwarded-host': 'admin.evil.example',
    });
    // Still the company side: no session, only the word that admins sign in at the admin address.
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('error_admin_signs_in_elsewhere');
    expect(forged.cookies).toEqual([]);
    // The proxy in front forwarding the configured admin address is the admin side.
    const viaProxy = await login(t, admin.email, {
      'x-forwarded-for': '10.0.0.21',
      'x-forwarded-host': 'admin.localhost',
    });
    expect(viaProxy.statusCode).toBe(200);
    expect(viaProxy.json().userInfo.kind).toBe('admin');
  });
});

describe('TRUST_PROXY as a hop count', () => {
  const app = appWith({ TRUST_PROXY: '2' });

  it('walks back that many proxies', async () => {
    const { t } = app;
    const company = await t.make.company();
    const user = await t.make.user(company.id);
    expect(await sessionIp(t, user.email, { 'x-forwarded-for': '6.6.6.6, 1.2.3.4, 10.0.0.7' })).toBe(
      '1.2.3.4',
    );
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const app = appWith({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });

  it('trusts only those proxies and takes the first address not among them', async () => {
    const { t } = app;
    const company = await t.make.company();
    const user = await t.make.user(company.id);
    expect(await sessionIp(t, user.email, { 'x-forwarded-for': '6.6.6.6, 1.2.3.4, 10.0.0.7' })).toBe(
      '1.2.3.4',
    );
  });
});

describe('TRUST_PROXY naming other proxies than the peer', () => {
  const app = appWith({ TRUST_PROXY: '192.168.77.1' });

  it('ignores X-Forwarded-For, -Host and -Proto from it', async () => {
    const { t } = app;
    const company = await t.make.company();
    const user = await t.make.user(company.id);
    const admin = await t.make.admin();
    expect(await sessionIp(t, user.email, { 'x-forwarded-for': '1.2.3.4' })).toBe('127.0.0.1');
    const forwardedHost = await login(t, admin.email, { 'x-forwarded-host': 'admin.localhost' });
    expect(forwardedHost.statusCode).toBe(401);
    const https = await login(t, user.email, { 'x-forwarded-proto': 'https' });
    expect(https.statusCode).toBe(200);
    expect(https.cookies.some((cookie) => cookie.secure)).toBe(false);
  });
});

describe('TRUST_PROXY at start-up', () => {
  it('refuses a value that is neither a switch, a count nor proxy addresses', () => {
    for (const value of ['banana', '10.0.0.0/33', '300.1.1.1', '-1', '1.5', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'banana' })).toThrow(/hop count/);
  });

  it('reads true as one proxy, false as none, a count, or the addresses', () => {
    expect(loadConfig({}).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: 'no' }).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig({ TRUST_PROXY: '3' }).trustProxy).toEqual({ hops: 3 });
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual({
      addresses: ['loopback', '10.0.0.0/8', 'fd00::/8'],
    });
  });
});

describe('the admin side is the configured admin address', () => {
  const app = appWith({ ADMIN_URL: 'https://verwaltung.maxer.example' });

  it('is decided by the host of ADMIN_URL, not by a name beginning with admin.', async () => {
    const { t } = app;
    const admin = await t.make.admin();
    expect((await login(t, admin.email, { host: 'admin.evil.example' })).statusCode).toBe(401);
    expect((await login(t, admin.email, { host: 'admin.localhost' })).statusCode).toBe(401);
    const onAdminHost = await login(t, admin.email, { host: 'Verwaltung.Maxer.Example:443' });
    expect(onAdminHost.statusCode).toBe(200);
  });

  it('refuses to start when ADMIN_URL and PUBLIC_URL share their host', () => {
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://maxer.example.ch', ADMIN_URL: 'https://maxer.example.ch:8443' }),
    ).toThrow(/ADMIN_URL: must name another host than PUBLIC_URL/);
  });
});
