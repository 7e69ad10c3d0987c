import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

const ADMIN_HOST = 'admin.app.maxer.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { ADMIN_URL: `https://${ADMIN_HOST}` });
});
afterAll(() => t.close());

const call = (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session.headers, payload });

async function company() {
  const row = await t.make.company({ vatRate: 0 });
  return signIn(t.app, (await t.make.user(row.id, { role: 'USER' })).email);
}

async function customer(session: Session, zipCode: string, city: string, country = 'CH') {
  const response = await call(session, 'POST', '/api/customers', { lastName: 'Ort', zipCode, city, country });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string };
}

async function places(session: Session, zip: string, country?: string) {
  const query = new URLSearchParams({ zip, ...(country ? { country } : {}) });
  const response = await call(session, 'GET', `/api/places?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { zip: string; country: string; towns: { city: string; uses: number }[] };
}

describe('the towns suggested for a postcode', () => {
  it("counts the company's customers and jobs, most often seen first, never another company's", async () => {
    const me = await company();
    const other = await company();
    const someone = await customer(me, '8004', 'Zürich');
    await customer(me, '8004', 'Zürich');
    await customer(me, '3000', 'Bern');
    // The same postcode in another country is another place.
    await customer(me, '8004', 'Elsewhere', 'AT');
    // Both addresses of a job count, the move-in one with the customer's town spelt otherwise.
    const job = await call(me, 'POST', '/api/contracts', {
      customerId: someone._id,
      moveOut: { zipCode: '8004', city: 'Zürich Aussersihl' },
      moveIn: { zipCode: '8004', city: 'Zürich', country: 'CH' },
    });
    expect(job.statusCode, job.body).toBe(201);
    // Another company's towns for the same postcode never show.
    await customer(other, '8004', 'Fremdstadt');
    await customer(other, '8004', 'Fremdstadt');
    await customer(other, '8004', 'Fremdstadt');
    await customer(other, '8004', 'Fremdstadt');

    expect(await places(me, '8004', 'CH')).toEqual({
      zip: '8004',
      country: 'CH',
      towns: [
        { city: 'Zürich', uses: 3 },
        { city: 'Zürich Aussersihl', uses: 1 },
      ],
    });
    // Switzerland unless told; the country is read in any case.
    expect((await places(me, '8004')).towns.map((town) => town.city)).toEqual([
      'Zürich',
      'Zürich Aussersihl',
    ]);
    expect((await places(me, '8004', 'at')).towns).toEqual([{ city: 'Elsewhere', uses: 1 }]);
    expect((await places(other, '8004', 'CH')).towns).toEqual([{ city: 'Fremdstadt', uses: 4 }]);
    expect((await places(me, '9999', 'CH')).towns).toEqual([]);
  });

  it('asks for a postcode, and a session', async () => {
    const me = await company();
    const missing = await call(me, 'GET', '/api/places?country=CH');
    expect(missing.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/places?zip=8004' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a platform admin acting for the company with its towns, and no one without a company', async () => {
    const row = await t.make.company({ vatRate: 0 });
    const owner = await signIn(t.app, (await t.make.user(row.id, { role: 'OWNER' })).email);
    await customer(owner, '6003', 'Luzern');
    const admin = await signIn(t.app, (await t.make.admin()).email, { host: ADMIN_HOST });
    const acting = await t.app.inject({
      method: 'GET',
      url: '/api/places?zip=6003',
      headers: { ...admin.headers, 'x-company-id': row.id },
    });
    expect(acting.statusCode, acting.body).toBe(200);
    expect(acting.json().towns).toEqual([{ city: 'Luzern', uses: 1 }]);
    const notActing = await t.app.inject({
      method: 'GET',
      url: '/api/places?zip=6003',
      headers: admin.headers,
    });
    expect(notActing.statusCode).toBe(403);
  });
});
