import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { ADMIN_URL: 'https://admin.maxer.test' });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: 'localhost' },
    payload: { email, password },
  });

describe('a platform admin signing in on the company host', () => {
  it('is told where the admin sign-in is, when the password is right', async () => {
    const admin = await t.make.admin();
    const response = await login(admin.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('error_admin_signs_in_elsewhere');
    expect(response.json().error.message).toContain('https://admin.maxer.test');
  });

  it('learns nothing more than anyone else with a wrong password', async () => {
    const admin = await t.make.admin();
    const response = await login(admin.email, 'falsches-Passwort');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('error_login_failed');
  });
});
