import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, packages } from '../../db/schema/index.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

// A package may limit a company's active users (issue 14, "optional limits (users)"): adding or
// reactivating one more is refused with a message naming the limit; deactivated users free a seat.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (session: Session, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': 'de' }, payload });

const person = (email: string, active = true) => ({
  firstName: 'Lea',
  lastName: 'Lehner',
  email,
  phone: null,
  role: 'USER',
  active,
});

describe('the package’s user limit', () => {
  it('refuses one active user more than the package allows, counting only active users', async () => {
    const company = await t.make.company();
    const owner = await t.make.user(company.id, { role: 'OWNER' });
    const worker = await t.make.user(company.id);
    const [small] = await t.database.db
      .insert(packages)
      .values({ name: 'Klein', priceCents: 4_900, maxUsers: 2 })
      .returning();
    await t.database.db.update(companies).set({ packageId: small!.id }).where(eq(companies.id, company.id));
    const session = await signIn(t.app, owner.email);

    const refused = await call(session, 'POST', '/api/employees', {
      ...person('dritte@example.com'),
      password: 'ein-sicheres-passwort',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'error_package_user_limit',
      message: expect.stringContaining('Ihr Paket erlaubt 2 aktive Benutzer'),
    });

    // An inactive one takes no seat; deactivating someone frees one.
    const inactive = await call(session, 'POST', '/api/employees', {
      ...person('ruhend@example.com', false),
      password: 'ein-sicheres-passwort',
    });
    expect(inactive.statusCode).toBe(201);
    const off = await call(session, 'PUT', `/api/employees/${worker.id}`, person(worker.email, false));
    expect(off.statusCode).toBe(200);
    // Reactivating the first fits again; then the second is one too many.
    const back = await call(
      session,
      'PUT',
      `/api/employees/${inactive.json()._id}`,
      person('ruhend@example.com'),
    );
    expect(back.statusCode).toBe(200);
    const tooMany = await call(session, 'PUT', `/api/employees/${worker.id}`, person(worker.email));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.code).toBe('error_package_user_limit');
  });

  it('has no limit when the package sets none', async () => {
    const company = await t.make.company();
    const owner = await t.make.user(company.id, { role: 'OWNER' });
    const session = await signIn(t.app, owner.email);
    for (const email of ['a@limitlos.ch', 'b@limitlos.ch', 'c@limitlos.ch']) {
      const created = await call(session, 'POST', '/api/employees', {
        ...person(email),
        password: 'ein-sicheres-passwort',
      });
      expect(created.statusCode).toBe(201);
    }
  });
});
