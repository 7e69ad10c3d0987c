import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, signIn, TEST_PASSWORD, type TestApp } from '../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function person() {
  const company = await t.make.company();
  const user = await t.make.user(company.id, { firstName: 'Rolf', lastName: 'Rüegg', phone: null });
  return { user, session: await signIn(t.app, user.email) };
}

const call = (session: Session, method: 'GET' | 'PUT', url: string, payload?: object, language = 'en') =>
  t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

describe('profile', () => {
  it('shows and changes own names and phone; the e-mail stays', async () => {
    const { user, session } = await person();
    expect((await call(session, 'GET', '/api/profile')).json()).toMatchObject({
      _id: user.id,
      kind: 'user',
      email: user.email,
    });
    const changed = await call(session, 'PUT', '/api/profile', {
      firstName: 'Rolf',
      lastName: 'Rüegg-Graf',
      phone: '044 111 22 33',
      email: user.email,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      lastName: 'Rüegg-Graf',
      phone: '044 111 22 33',
      email: user.email,
    });
  });

  it('refuses a change of the own e-mail', async () => {
    const { session } = await person();
    const response = await call(
      session,
      'PUT',
      '/api/profile',
      { firstName: 'A', lastName: 'B', email: 'neu@example.com' },
      'de',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'Sie können Ihre eigene E-Mail-Adresse nicht ändern. Das kann der Systemadministrator.',
    );
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const { user, session } = await person();
    const other = await signIn(t.app, user.email);
    const wrong = await call(session, 'PUT', '/api/profile/password', {
      currentPassword: 'falsch',
      newPassword: 'neues-passwort-123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toEqual({
      code: 'error_password_mismatch',
      message: 'Please Check The password again!',
    });
    const short = await call(session, 'PUT', '/api/profile/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'kurz',
    });
    expect(short.json().error.fields.newPassword.code).toBe('error_password_too_short');

    const ok = await call(session, 'PUT', '/api/profile/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'neues-passwort-123',
    });
    expect(ok.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth', headers: session.bearer })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: other.bearer })).statusCode).toBe(
      401,
    );
    await signIn(t.app, user.email, { password: 'neues-passwort-123' });
  });

  it('works for a platform admin too, and touches nobody else', async () => {
    const admin = await t.make.admin();
    const session = await signIn(t.app, admin.email, { host: 'admin.localhost' });
    const { user } = await person();
    const response = await call(session, 'PUT', '/api/profile', { firstName: 'Paula', lastName: 'Neu' });
    expect(response.json()).toMatchObject({ kind: 'admin', lastName: 'Neu' });
    const { session: userSession } = await person();
    expect((await call(userSession, 'GET', '/api/profile')).json().lastName).toBe('Rüegg');
    expect(user.lastName).toBe('Rüegg');
  });
});
