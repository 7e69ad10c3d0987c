import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/index.ts';

let t: TestApp;
const countries: Record<string, string> = { '8.8.8.8': 'US', '5.144.0.1': 'CH' };

beforeAll(async () => {
  t = await createTestApp(
    {
      loginLimits: { perIp: { max: 5, windowMs: 60_000 }, failuresPerAccount: { max: 3, windowMs: 60_000 } },
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

describe('sign-in rate limits', () => {
  it('limits attempts per client IP and says how long to wait', async () => {
    const company = await t.make.company();
    const user = await t.make.user(company.id);
    for (let i = 0; i < 5; i++)
      expect((await login(user.email, TEST_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
    const blocked = await login(user.email, TEST_PASSWORD, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('error_too_many_requests');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
    // Another client is not affected.
    expect((await login(user.email, TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('locks an account after repeated failures, from any IP, and leaves other accounts alone', async () => {
    const company = await t.make.company();
    const victim = await t.make.user(company.id);
    const bystander = await t.make.user(company.id);
    for (let i = 0; i < 3; i++)
      expect((await login(victim.email, 'guess', `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await login(victim.email, TEST_PASSWORD, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    expect((await login(bystander.email, TEST_PASSWORD, '10.1.1.2')).statusCode).toBe(200);
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
