import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, signIn, TEST_PASSWORD, type TestApp } from '../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function company() {
  const row = await t.make.company();
  const ownerUser = await t.make.user(row.id, {
    role: 'OWNER',
    email: `chef-${row.id.slice(0, 6)}@example.com`,
  });
  return { id: row.id, ownerUser, owner: await signIn(t.app, ownerUser.email) };
}

const newEmployee = (email: string, extra: object = {}) => ({
  firstName: 'Lea',
  lastName: 'Lehner',
  email,
  phone: '+41 79 000 00 00',
  role: 'USER',
  password: 'ein-sicheres-passwort',
  ...extra,
});

const call = (
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'en',
) => t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

describe('employees', () => {
  it('an owner creates an employee with a first password, who can then sign in', async () => {
    const { owner } = await company();
    const created = await call(owner, 'POST', '/api/employees', newEmployee('Lea.Lehner@Example.com'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'lea.lehner@example.com',
      username: 'lea.lehner',
      role: 'USER',
      active: true,
      lastSeenAt: null,
    });
    expect(created.json()).not.toHaveProperty('passwordHash');
    const lea = await signIn(t.app, 'lea.lehner@example.com', { password: 'ein-sicheres-passwort' });
    const list = await call(owner, 'GET', '/api/employees?q=lehner');
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0].lastSeenAt).not.toBeNull();
    expect(lea.token).toEqual(expect.any(String));
    expect(lea.token).not.toBe(owner.token);
  });

  it('refuses a taken e-mail, a short password and missing names, in both languages', async () => {
    const { owner, ownerUser } = await company();
    const taken = await call(owner, 'POST', '/api/employees', newEmployee(ownerUser.email));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({
      code: 'error_email_exists',
      message: 'There is another account with this email',
    });
    const invalid = await call(
      owner,
      'POST',
      '/api/employees',
      newEmployee('x', { password: 'kurz', firstName: '' }),
      'de',
    );
    expect(invalid.json().error.fields).toEqual({
      email: { code: 'error_email_invalid', message: 'Die E-Mail-Adresse ist nicht gültig' },
      password: {
        code: 'error_password_too_short',
        message: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
      },
      firstName: { code: 'error_field_required', message: 'Dieses Feld ist erforderlich.' },
    });
  });

  it('is for owners only', async () => {
    const { id } = await company();
    const user = await signIn(t.app, (await t.make.user(id)).email);
    for (const [method, url] of [
      ['GET', '/api/employees'],
      ['POST', '/api/employees'],
    ] as const) {
      const response = await call(
        user,
        method,
        url,
        method === 'POST' ? newEmployee('z@example.com') : undefined,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('Only admin can do this action');
    }
  });

  it('keeps the last active owner: no demotion, deactivation or deletion', async () => {
    const { owner, ownerUser } = await company();
    const url = `/api/employees/${ownerUser.id}`;
    const self = {
      firstName: ownerUser.firstName,
      lastName: ownerUser.lastName,
      email: ownerUser.email,
      role: 'OWNER',
      active: true,
    };
    for (const change of [{ role: 'USER' }, { active: false }]) {
      const response = await call(owner, 'PUT', url, { ...self, ...change }, 'de');
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'error_last_owner',
        message: 'Die Firma braucht mindestens einen aktiven Inhaber.',
      });
    }
    expect((await call(owner, 'DELETE', url)).json().error.code).toBe('error_last_owner');
    const second = (
      await call(owner, 'POST', '/api/employees', newEmployee('zweite@example.com', { role: 'OWNER' }))
    ).json();
    expect((await call(owner, 'PUT', url, { ...self, role: 'USER' })).statusCode).toBe(200);
    const secondSession = await signIn(t.app, 'zweite@example.com', { password: 'ein-sicheres-passwort' });
    expect((await call(secondSession, 'DELETE', `/api/employees/${second._id}`)).json().error.code).toBe(
      'error_last_owner',
    );
  });

  it('deactivating a user ends their sessions at once; they cannot sign in', async () => {
    const { id, owner } = await company();
    const worker = await t.make.user(id);
    const session = await signIn(t.app, worker.email);
    const response = await call(owner, 'PUT', `/api/employees/${worker.id}`, {
      firstName: worker.firstName,
      lastName: worker.lastName,
      email: worker.email,
      role: 'USER',
      active: false,
    });
    expect(response.json().active).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth', headers: session.bearer })).statusCode,
    ).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: worker.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(423);
  });

  it('an owner sets a new password for an employee; the old one stops working', async () => {
    const { id, owner } = await company();
    const worker = await t.make.user(id);
    const base = {
      firstName: worker.firstName,
      lastName: worker.lastName,
      email: worker.email,
      role: 'USER',
      active: true,
    };
    expect(
      (await call(owner, 'PUT', `/api/employees/${worker.id}`, { ...base, password: 'ganz-neues-passwort' }))
        .statusCode,
    ).toBe(200);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: worker.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await signIn(t.app, worker.email, { password: 'ganz-neues-passwort' });
  });

  it('nobody changes their own e-mail here', async () => {
    const { owner, ownerUser } = await company();
    const response = await call(owner, 'PUT', `/api/employees/${ownerUser.id}`, {
      firstName: 'Neu',
      lastName: ownerUser.lastName,
      email: 'anders@example.com',
      role: 'OWNER',
      active: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('error_own_email_change');
  });

  it('deletes an employee and records who did it', async () => {
    const { id, owner } = await company();
    const worker = await t.make.user(id);
    expect((await call(owner, 'DELETE', `/api/employees/${worker.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/employees/${worker.id}`)).statusCode).toBe(404);
  });

  it("never shows, changes or deletes another company's employee", async () => {
    const mine = await company();
    const theirs = await company();
    const worker = await t.make.user(mine.id);
    const url = `/api/employees/${worker.id}`;
    expect((await call(theirs.owner, 'GET', url)).statusCode).toBe(404);
    const body = { firstName: 'X', lastName: 'Y', email: worker.email, role: 'OWNER', active: true };
    expect((await call(theirs.owner, 'PUT', url, body)).statusCode).toBe(404);
    expect((await call(theirs.owner, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(theirs.owner, 'GET', '/api/employees')).json().total).toBe(1);
    expect((await call(mine.owner, 'GET', url)).json().role).toBe('USER');
  });
});
