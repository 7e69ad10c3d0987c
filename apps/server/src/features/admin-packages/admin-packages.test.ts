import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages } from '../../db/schema/index.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

// The platform admin's packages (issue 14): name, monthly price in CHF cents, optional user limit;
// a package in use cannot be deleted.
let t: TestApp;
let admin: Session;
const ADMIN_HOST = 'admin.localhost';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, (await t.make.admin()).email, { host: ADMIN_HOST });
});
afterAll(() => t.close());

const call = (
  session: Session | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'en',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(session ? session.headers : { host: ADMIN_HOST }), 'accept-language': language },
    payload,
  });

describe('the platform admin’s packages', () => {
  it('creates, reads, lists with the companies using each, changes and deletes a package', async () => {
    const created = await call(admin, 'POST', '/api/admin/packages', {
      name: '  Premium Plus ',
      priceCents: 14_900,
      maxUsers: 25,
    });
    expect(created.statusCode).toBe(201);
    const pkg = created.json();
    expect(pkg).toMatchObject({ name: 'Premium Plus', priceCents: 14_900, maxUsers: 25, companies: 0 });

    await t.make.company({ packageId: pkg._id });
    await t.make.company({ packageId: pkg._id, active: false });
    const listed = (await call(admin, 'GET', '/api/admin/packages?q=premium')).json();
    expect(listed).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(listed.items[0]).toMatchObject({ _id: pkg._id, name: 'Premium Plus', companies: 2 });

    const changed = await call(admin, 'PUT', `/api/admin/packages/${pkg._id}`, {
      name: 'Premium',
      priceCents: 12_000,
      maxUsers: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Premium',
      priceCents: 12_000,
      maxUsers: null,
      companies: 2,
    });
    expect((await call(admin, 'GET', `/api/admin/packages/${pkg._id}`)).json()).toMatchObject({
      name: 'Premium',
      maxUsers: null,
    });

    const unused = (
      await call(admin, 'POST', '/api/admin/packages', { name: 'Probe', priceCents: 0 })
    ).json();
    expect(unused.maxUsers).toBeNull();
    expect((await call(admin, 'DELETE', `/api/admin/packages/${unused._id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(packages).where(eq(packages.id, unused._id))).toEqual([]);
    expect((await call(admin, 'GET', `/api/admin/packages/${unused._id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/admin/packages/${unused._id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a package in use, naming how many companies use it, in both languages', async () => {
    const pkg = (
      await call(admin, 'POST', '/api/admin/packages', { name: 'Basis', priceCents: 4_900 })
    ).json();
    await t.make.company({ packageId: pkg._id });
    await t.make.company({ packageId: pkg._id });
    await t.make.company({ packageId: pkg._id });

    const refused = await call(admin, 'DELETE', `/api/admin/packages/${pkg._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'error_package_in_use',
      params: { count: 3 },
      message:
        'This package is used by 3 companies and cannot be deleted. Move them to another package first.',
    });
    const german = await call(admin, 'DELETE', `/api/admin/packages/${pkg._id}`, undefined, 'de');
    expect(german.json().error.message).toBe(
      'Dieses Paket wird von 3 Firmen verwendet und kann nicht gelöscht werden. Wechseln Sie deren Paket zuerst.',
    );
    expect((await call(admin, 'GET', `/api/admin/packages/${pkg._id}`)).json().companies).toBe(3);
  });

  it('refuses a short or long name, a price that is not whole cents or negative, a zero user limit', async () => {
    const bad = await call(admin, 'POST', '/api/admin/packages', {
      name: 'X',
      priceCents: 12.5,
      maxUsers: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['maxUsers', 'name', 'priceCents']);
    const missing = await call(
      admin,
      'POST',
      '/api/admin/packages',
      { name: 'y'.repeat(101), priceCents: -1 },
      'de',
    );
    expect(missing.json().error.fields).toMatchObject({
      name: { code: 'error_field_invalid' },
      priceCents: { code: 'error_field_invalid' },
    });
    const before = (await call(admin, 'GET', '/api/admin/packages?pageSize=100')).json().total;
    const none = await call(admin, 'POST', '/api/admin/packages', {});
    expect(none.json().error.fields).toMatchObject({
      name: { code: 'error_field_required' },
      priceCents: { code: 'error_field_required' },
    });
    expect((await call(admin, 'GET', '/api/admin/packages?pageSize=100')).json().total).toBe(before);
  });

  it('sorts and pages on the server', async () => {
    await call(admin, 'POST', '/api/admin/packages', { name: 'Zeta Sort', priceCents: 1 });
    await call(admin, 'POST', '/api/admin/packages', { name: 'alpha Sort', priceCents: 2 });
    const byName = (await call(admin, 'GET', '/api/admin/packages?q=sort&sort=name')).json();
    expect(byName.items.map((row: { name: string }) => row.name)).toEqual(['alpha Sort', 'Zeta Sort']);
    const byPrice = (
      await call(admin, 'GET', '/api/admin/packages?q=sort&sort=-priceCents&pageSize=1&page=2')
    ).json();
    expect(byPrice.items.map((row: { name: string }) => row.name)).toEqual(['Zeta Sort']);
    expect(byPrice.total).toBe(2);
  });

  it('answers only an admin session on the admin host: an owner 403, the admin on the company host 403, no session 401', async () => {
    const company = await t.make.company();
    const owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
    const pkgId = company.packageId!;
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/packages'],
      ['POST', '/api/admin/packages', { name: 'Gehackt', priceCents: 1 }],
      ['GET', `/api/admin/packages/${pkgId}`],
      ['PUT', `/api/admin/packages/${pkgId}`, { name: 'Gehackt', priceCents: 1 }],
      ['DELETE', `/api/admin/packages/${pkgId}`],
    ];
    for (const [method, url, payload] of routes) {
      const forbidden = await t.app.inject({ method, url, headers: owner.headers, payload });
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().error.code).toBe('error_forbidden');
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      // The admin's own session presented on the company host: refused.
      const otherSide = await t.app.inject({
        method,
        url,
        headers: { ...admin.headers, host: 'localhost' },
        payload,
      });
      expect(otherSide.statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await t.database.db.select().from(packages).where(eq(packages.id, pkgId));
    expect(row!.name).toBe('Test package');
  });
});
