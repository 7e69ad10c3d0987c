import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/index.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

// Every activity of the platform for its admins (issue 14, ADR 037): company-level and platform-level
// ones, and every request an admin makes while acting for a company, naming the admin.
let t: TestApp;
let admin: Session;
let adminId: string;
const ADMIN_HOST = 'admin.localhost';

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.make.admin({ firstName: 'Olivia', lastName: 'Oberhof' });
  adminId = row.id;
  admin = await signIn(t.app, row.email, { host: ADMIN_HOST });
});
afterAll(() => t.close());

const list = (session: Session | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/activities${query}`,
    headers: session ? session.headers : { host: ADMIN_HOST },
  });

/** The request record is written once the answer has gone out (onResponse): wait for it. */
async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('not recorded in time');
}

const requestsOf = async (companyId: string) =>
  t.database.db.select().from(activities).where(eq(activities.companyId, companyId));

describe('the platform’s activities', () => {
  it('records a request made on behalf naming the admin, beside the change it made, with the address', async () => {
    const company = await t.make.company({ name: 'Bergsicht Umzüge AG' });
    const onBehalf = { ...admin.headers, 'x-company-id': company.id };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: onBehalf,
      payload: { lastName: 'Vom Admin' },
    });
    expect(created.statusCode).toBe(201);
    const customerId = created.json()._id;
    await eventually(async () =>
      (await requestsOf(company.id)).find((row) => row.action === 'request') ? true : undefined,
    );

    const page = (await list(admin, `?companyId=${company.id}`)).json();
    expect(page.total).toBe(2);
    // Newest first: the request was recorded after its change.
    expect(page.items[0]).toMatchObject({
      action: 'request',
      entityType: 'request',
      entityId: null,
      actor: { type: 'admin', _id: adminId, name: 'Olivia Oberhof' },
      onBehalf: true,
      company: { _id: company.id, name: 'Bergsicht Umzüge AG' },
      request: { method: 'POST', path: '/api/customers', status: 201 },
      ip: '127.0.0.1',
    });
    expect(page.items[1]).toMatchObject({
      action: 'create',
      entityType: 'customer',
      entityId: customerId,
      actor: { type: 'admin', name: 'Olivia Oberhof' },
      onBehalf: true,
      company: { _id: company.id, name: 'Bergsicht Umzüge AG' },
      request: null,
      ip: '127.0.0.1',
    });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/activities/${page.items[1]._id}`,
      headers: admin.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      actor: { name: 'Olivia Oberhof' },
      ip: '127.0.0.1',
      company: { name: 'Bergsicht Umzüge AG' },
      changes: { lastName: [null, 'Vom Admin'] },
    });
    expect(Date.parse(detail.json().createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records reads on behalf and failed requests too, but not an admin’s own requests', async () => {
    const company = await t.make.company({ name: 'Seeblick Transporte GmbH' });
    const onBehalf = { ...admin.headers, 'x-company-id': company.id };
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/customers?q=x&token=geheim',
      headers: onBehalf,
    });
    expect(read.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: onBehalf,
      payload: { lastName: '' },
    });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({ method: 'GET', url: '/api/admin/companies', headers: admin.headers });

    const rows = await eventually(async () => {
      const found = await requestsOf(company.id);
      return found.length === 2 ? found : undefined;
    });
    const asked = rows
      .map((row) => row.changes)
      .sort((a, b) => String(a.method?.[1]).localeCompare(String(b.method?.[1])));
    expect(asked).toEqual([
      // A secret in the address is masked.
      { method: [null, 'GET'], path: [null, '/api/customers?q=x&token=[token]'], status: [null, 200] },
      { method: [null, 'POST'], path: [null, '/api/customers'], status: [null, 400] },
    ]);
    // Nothing changed: no record of a change; the admin's own list request is no on-behalf request.
    const ownRequests = await list(admin, `?actorId=${adminId}&action=request&companyId=${company.id}`);
    expect(ownRequests.json().total).toBe(2);
  });

  it('filters by company or platform level, actor, name, action, entity type and days, and pages', async () => {
    const company = await t.make.company({ name: 'Filter AG' });
    const owner = await signIn(
      t.app,
      (await t.make.user(company.id, { role: 'OWNER', firstName: 'Fritz', lastName: 'Filter' })).email,
    );
    for (const lastName of ['Eins', 'Zwei', 'Drei']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: owner.headers,
        payload: { lastName },
      });
      expect(response.statusCode).toBe(201);
    }
    const mine = (
      await list(admin, `?companyId=${company.id}&actorType=user&entityType=customer&action=create`)
    ).json();
    expect(mine.total).toBe(3);
    expect(
      mine.items.every(
        (item: { onBehalf: boolean; actor: { name: string } }) =>
          !item.onBehalf && item.actor.name === 'Fritz Filter',
      ),
    ).toBe(true);

    const byName = (await list(admin, `?q=${encodeURIComponent('fritz fil')}`)).json();
    expect(byName.total).toBe(3);
    const secondPage = (await list(admin, `?companyId=${company.id}&pageSize=2&page=2`)).json();
    expect(secondPage).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(secondPage.items).toHaveLength(1);
    expect(secondPage.items[0].createdAt <= mine.items[1].createdAt).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(admin, `?companyId=${company.id}&from=${today}&to=${today}`)).json().total).toBe(3);
    expect((await list(admin, `?companyId=${company.id}&to=2020-01-01`)).json().total).toBe(0);
    expect((await list(admin, `?companyId=${company.id}&action=delete`)).json().total).toBe(0);

    // A platform-level activity: an admin invited; no company.
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/admins',
      headers: admin.headers,
      payload: { firstName: 'Neu', lastName: 'Admin', email: 'neu.admin@example.com' },
    });
    expect(invited.statusCode).toBe(201);
    const platform = (await list(admin, '?scope=platform&entityType=platformAdmin')).json();
    expect(platform.items[0]).toMatchObject({
      action: 'create',
      entityId: invited.json()._id,
      company: null,
      onBehalf: false,
      actor: { type: 'admin', _id: adminId },
    });
    expect((await list(admin, `?scope=company&entityType=platformAdmin`)).json().total).toBe(0);
  });

  it('refuses bad filters and answers 404 for an unknown activity', async () => {
    expect((await list(admin, '?companyId=nope')).statusCode).toBe(400);
    expect((await list(admin, '?from=2026-02-30')).statusCode).toBe(400);
    expect((await list(admin, '?from=2026-03-02&to=2026-03-01')).statusCode).toBe(400);
    expect((await list(admin, '?action=hack')).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/activities/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers only an admin session on the admin host', async () => {
    const company = await t.make.company({ name: 'Fremd AG' });
    const owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
    const ownerAnswer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/activities',
      headers: owner.headers,
    });
    expect(ownerAnswer.statusCode).toBe(403);
    const ownerDetail = await t.app.inject({
      method: 'GET',
      url: '/api/admin/activities/00000000-0000-4000-8000-000000000000',
      headers: owner.headers,
    });
    expect(ownerDetail.statusCode).toBe(403);
    expect((await list({ ...admin, headers: { ...admin.headers, host: 'localhost' } })).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
  });
});
