import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/index.ts';

// LOGIN_LIMIT_PER_CLIENT sets how many sign-ins one client address may make in 5 minutes (ADR 020):
// an office whose whole staff sign in from one address may need more than the default 60.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { LOGIN_LIMIT_PER_CLIENT: '3' });
});
afterAll(() => t.close());

describe('the per-client sign-in limit from the configuration', () => {
  it('refuses the attempt after the configured number with 429 and Retry-After', async () => {
    const company = await t.make.company();
    const user = await t.make.user(company.id);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
        headers: { host: 'localhost' },
      });
    for (let i = 0; i < 3; i++) expect((await login()).statusCode).toBe(200);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
