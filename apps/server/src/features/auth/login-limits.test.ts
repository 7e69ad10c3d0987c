import { DEVICE_COOKIE } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDevices } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { cookieValue, createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/index.ts';

let t: TestApp;
const countries: Record<string, string> = { '8.8.8.8': 'US', '5.144.0.1': 'CH' };
const SLOWDOWN_MS = 1500;

beforeAll(async () => {
  t = await createTestApp(
    {
      loginLimits: {
        perClient: { max: 8, windowMs: 60_000 },
        failuresPerAccountAndClient: { max: 3, windowMs: 60_000 },
        failuresPerDevice: { max: 3, windowMs: 60_000 },
        slowdown: { afterFailures: 3, stepMs: 1000, maxMs: SLOWDOWN_MS, windowMs: 60_000 },
      },
      countryOf: (ip) => countries[ip] ?? null,
    },
    // Behind a proxy the client's address comes from X-Forwarded-For.
    { TRUST_PROXY: 'true' },
  );
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { host: 'localhost', 'x-forwarded-for': ip, 'accept-language': 'en', ...extra },
  });

/** Sign in from a browser that already knows this account: its device cookie goes along. */
const fromDevice = (device: string) => ({ cookie: `${DEVICE_COOKIE}=${device}` });

async function knownDevice(email: string, ip: string) {
  const response = await login(email, TEST_PASSWORD, ip);
  expect(response.statusCode).toBe(200);
  return cookieValue(response, DEVICE_COOKIE)!;
}

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

describe('sign-in rate limits', () => {
  it('limits attempts per client IP and says how long to wait', async () => {
    const company = await t.make.company();
    const user = await t.make.user(company.id);
    for (let i = 0; i < 8; i++)
      expect((await login(user.email, TEST_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
    const blocked = await login(user.email, TEST_PASSWORD, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('error_too_many_requests');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
    // Another client is not affected.
    expect((await login(user.email, TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('blocks a client that keeps failing on an account, and nobody else', async () => {
    const company = await t.make.company();
    const victim = await t.make.user(company.id);
    const bystander = await t.make.user(company.id);
    for (let i = 0; i < 3; i++) expect((await login(victim.email, 'guess', '10.1.0.1')).statusCode).toBe(401);
    const blocked = await login(victim.email, TEST_PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, elsewhere, is not locked out by a stranger's failures.
    expect((await login(victim.email, TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
    // The failing client may still sign in to another account.
    expect((await login(bystander.email, TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 network, where it can pick any address', async () => {
    const company = await t.make.company();
    const victim = await t.make.user(company.id);
    for (let i = 1; i <= 3; i++)
      expect((await login(victim.email, 'guess', `2001:db8:5:6::${i}`)).statusCode).toBe(401);
    expect((await login(victim.email, TEST_PASSWORD, '2001:db8:5:6:abcd::9')).statusCode).toBe(429);
    expect((await login(victim.email, TEST_PASSWORD, '2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('lets a known device in with the right password while its address is blocked for the account', async () => {
    const company = await t.make.company();
    const owner = await t.make.user(company.id);
    const device = await knownDevice(owner.email, '10.2.0.1');
    // Someone on the same network address (a shared office or carrier address) guesses.
    for (let i = 0; i < 3; i++) expect((await login(owner.email, 'guess', '10.2.0.1')).statusCode).toBe(401);
    expect((await login(owner.email, TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    const known = await login(owner.email, TEST_PASSWORD, '10.2.0.1', fromDevice(device));
    expect(known.statusCode).toBe(200);
  });

  it('sets the device cookie after a correct sign-in: HttpOnly, long-lived, for sign-in only, stored hashed', async () => {
    const company = await t.make.company();
    const owner = await t.make.user(company.id);
    const response = await login(owner.email, TEST_PASSWORD, '10.3.0.1');
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth/login', sameSite: 'Strict' });
    expect(cookie.maxAge).toBeGreaterThanOrEqual(180 * 24 * 3600);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db.select().from(loginDevices).where(eq(loginDevices.userId, owner.id));
    expect(stored.map((row) => row.tokenHash)).toEqual([hashToken(cookie.value)]);
    // A failed sign-in sets none.
    const failed = await login(owner.email, 'guess', '10.3.0.2');
    expect(failed.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
  });

  it("counts a known device's failures on their own, and a device helps only its own account", async () => {
    const company = await t.make.company();
    const owner = await t.make.user(company.id);
    const colleague = await t.make.user(company.id);
    const device = await knownDevice(owner.email, '10.4.0.1');
    for (let i = 0; i < 3; i++)
      expect((await login(owner.email, 'typo', '10.4.0.1', fromDevice(device))).statusCode).toBe(401);
    expect((await login(owner.email, TEST_PASSWORD, '10.4.0.1', fromDevice(device))).statusCode).toBe(429);
    // The same address without the cookie has its own, untouched count.
    expect((await login(owner.email, TEST_PASSWORD, '10.4.0.1')).statusCode).toBe(200);

    // The owner's device cookie does nothing for the colleague's account.
    for (let i = 0; i < 3; i++)
      expect((await login(colleague.email, 'guess', '10.4.1.1', fromDevice(device))).statusCode).toBe(401);
    expect((await login(colleague.email, TEST_PASSWORD, '10.4.1.1', fromDevice(device))).statusCode).toBe(
      429,
    );
    // A made-up cookie is no known device either.
    expect((await login(colleague.email, TEST_PASSWORD, '10.4.1.1', fromDevice('forged'))).statusCode).toBe(
      429,
    );
  });

  it('slows sign-ins from unknown clients to a heavily attacked account, within a bound, and never refuses them', async () => {
    const company = await t.make.company();
    const owner = await t.make.user(company.id);
    const device = await knownDevice(owner.email, '10.5.0.1');
    // Guesses from many addresses, each staying under its own limit.
    for (let i = 0; i < 5; i++)
      expect((await login(owner.email, 'guess', `10.5.1.${i}`)).statusCode).toBe(401);

    const newPhone = await timed(() => login(owner.email, TEST_PASSWORD, '10.5.2.1'));
    expect(newPhone.result.statusCode).toBe(200);
    expect(newPhone.ms).toBeGreaterThanOrEqual(SLOWDOWN_MS - 5);
    // Bounded: after five failures the step alone would make it 3 s.
    expect(newPhone.ms).toBeLessThan(3000);
    // A wrong password waits just as long, so the answer's timing tells nothing.
    const wrong = await timed(() => login(owner.email, 'guess', '10.5.2.2'));
    expect(wrong.result.statusCode).toBe(401);
    expect(wrong.ms).toBeGreaterThanOrEqual(SLOWDOWN_MS - 5);

    // The known device is not slowed.
    const laptop = await timed(() => login(owner.email, TEST_PASSWORD, '10.5.0.1', fromDevice(device)));
    expect(laptop.result.statusCode).toBe(200);
    expect(laptop.ms).toBeLessThan(SLOWDOWN_MS);
  });
});

describe('allowed countries to sign in', () => {
  it('refuses a sign-in from a country the company does not allow', async () => {
    const company = await t.make.company({ allowedLoginCountries: ['CH', 'LI'] });
    const user = await t.make.user(company.id);
    const fromUs = await login(user.email, TEST_PASSWORD, '8.8.8.8');
    expect(fromUs.statusCode).toBe(403);
    expect(fromUs.json().error).toMatchObject({
      code: 'error_country_not_allowed_to_login',
      message: 'Signing in to this company account is not allowed from your country.',
    });
    expect((await login(user.email, TEST_PASSWORD, '5.144.0.1')).statusCode).toBe(200);
    // The office network and this machine are always allowed.
    expect((await login(user.email, TEST_PASSWORD, '192.168.1.20')).statusCode).toBe(200);
    // An unknown public address is not known to be allowed.
    expect((await login(user.email, TEST_PASSWORD, '203.0.113.9')).statusCode).toBe(403);
  });

  it('lets everyone in when the company sets no list, and never tells a wrong password apart', async () => {
    const open = await t.make.company();
    const user = await t.make.user(open.id);
    expect((await login(user.email, TEST_PASSWORD, '8.8.8.8')).statusCode).toBe(200);
    const restricted = await t.make.company({ allowedLoginCountries: ['CH'] });
    const member = await t.make.user(restricted.id);
    expect((await login(member.email, 'wrong', '8.8.8.8')).statusCode).toBe(401);
  });

  it('marks Secure cookies behind HTTPS', async () => {
    const company = await t.make.company();
    const user = await t.make.user(company.id);
    const response = await login(user.email, TEST_PASSWORD, '10.9.9.9', { 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.every((cookie) => cookie.secure === true)).toBe(true);
  });
});
