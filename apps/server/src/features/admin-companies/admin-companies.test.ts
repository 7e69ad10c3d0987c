import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, contracts } from '../../db/schema/index.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

// The platform admin's company list (issue 14): every company with how it is used, found by name,
// city or owner e-mail; reachable by an admin session on the admin host only.
let t: TestApp;
let admin: Session;
const ADMIN_HOST = 'admin.localhost';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, (await t.make.admin()).email, { host: ADMIN_HOST });
});
afterAll(() => t.close());

const list = (session: Session | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/companies${query}`,
    headers: session ? session.headers : { host: ADMIN_HOST },
  });

/** A company with an owner (signed in on the company host) and a plain user. */
async function companyWithOwner(values: Parameters<TestApp['make']['company']>[0], ownerEmail: string) {
  const company = await t.make.company(values);
  const owner = await t.make.user(company.id, { role: 'OWNER', email: ownerEmail });
  await t.make.user(company.id, { role: 'USER' });
  return { company, signInOwner: () => signIn(t.app, owner.email) };
}

describe('the platform admin’s company list', () => {
  it('shows every company with its owner, package, users, contracts of the last 30 days and last activity', async () => {
    const alpen = await companyWithOwner({ name: 'Alpen Umzüge AG', city: 'Chur' }, 'chef@alpen.ch');
    const { company } = alpen;
    const owner = await alpen.signInOwner();
    const quiet = await companyWithOwner(
      { name: 'Bodensee Reinigung GmbH', city: 'Arbon' },
      'inhaber@bodensee.ch',
    );
    const contract = (a: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contracts',
        headers: owner.headers,
        payload: { newCustomer: { lastName: a } },
      });
    const recent = await contract('Muster');
    expect(recent.statusCode).toBe(201);
    const old = await contract('Alt');
    await t.database.db
      .update(contracts)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) })
      .where(eq(contracts.id, old.json()._id));

    const response = await list(admin, '?q=alpen');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(page.items[0]).toMatchObject({
      _id: company.id,
      name: 'Alpen Umzüge AG',
      active: true,
      city: 'Chur',
      ownerEmail: 'chef@alpen.ch',
      package: { _id: company.packageId, name: 'Test package' },
      users: 2,
      contractsLast30Days: 1,
    });
    expect(Date.parse(page.items[0].lastActivityAt)).toBeGreaterThan(Date.now() - 60_000);

    const other = (await list(admin, `?q=${encodeURIComponent('inhaber@bodensee')}`)).json();
    expect(other.items.map((row: { _id: string }) => row._id)).toEqual([quiet.company.id]);
    expect(other.items[0]).toMatchObject({ contractsLast30Days: 0, lastActivityAt: null, users: 2 });
  });

  it('finds by city, filters by active and by package, sorts and pages on the server', async () => {
    const a = await companyWithOwner({ name: 'Zürcher Zügelprofis', city: 'Winterthur' }, 'a@zuegel.ch');
    const b = await companyWithOwner(
      { name: 'Winterthurer Transporte', city: 'Winterthur', active: false },
      'b@wt.ch',
    );

    const byCity = (await list(admin, '?q=winterthur&sort=name')).json();
    expect(byCity.items.map((row: { name: string }) => row.name)).toEqual([
      'Winterthurer Transporte',
      'Zürcher Zügelprofis',
    ]);
    const inactive = (await list(admin, '?q=winterthur&active=false')).json();
    expect(inactive.items.map((row: { _id: string }) => row._id)).toEqual([b.company.id]);
    const byPackage = (await list(admin, `?packageId=${a.company.packageId}`)).json();
    expect(byPackage.items.map((row: { _id: string }) => row._id)).toEqual([a.company.id]);

    const all = (await list(admin, '?sort=-createdAt&pageSize=1&page=2')).json();
    expect(all.items).toHaveLength(1);
    expect(all.total).toBe((await t.database.db.select({ id: companies.id }).from(companies)).length);
    expect((await list(admin, '?page=999')).json()).toMatchObject({ items: [], total: all.total });
  });

  it('refuses bad parameters with a field error and changes nothing', async () => {
    const response = await list(admin, '?packageId=not-an-id&sort=password');
    expect(response.statusCode).toBe(400);
  });

  it('answers only an admin session on the admin host', async () => {
    const owner = await (await companyWithOwner({ name: 'Fremde Firma AG' }, 'owner@fremd.ch')).signInOwner();
    // A company's owner on the company host: not allowed (the permission table).
    const ownerAnswer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/companies',
      headers: owner.headers,
    });
    expect(ownerAnswer.statusCode).toBe(403);
    expect(ownerAnswer.json().error.code).toBe('error_forbidden');
    // The owner's session presented on the admin host, the admin's on the company host: refused.
    expect((await list({ ...owner, headers: { ...owner.headers, host: ADMIN_HOST } })).statusCode).toBe(403);
    expect((await list({ ...admin, headers: { ...admin.headers, host: 'localhost' } })).statusCode).toBe(403);
    // No session at all.
    expect((await list(null)).statusCode).toBe(401);
  });
});
