import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema/index.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

// The list behind the dashboard's "jobs without offers": withoutOffer and createdFrom.
let t: TestApp;
let clock = new Date('2026-11-30T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock }, { PUBLIC_URL: 'https://app.maxer.test' });
});
afterAll(() => t.close());

const call = (session: Session, method: 'GET' | 'POST', url: string, payload?: object, language = 'en') =>
  t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

async function company() {
  const row = await t.make.company({ timeZone: 'Europe/Zurich' });
  return signIn(t.app, (await t.make.user(row.id, { role: 'USER' })).email);
}

/** A contract created at `createdAt` (the database's own time otherwise; the test places it). */
async function contract(session: Session, createdAt: string) {
  const response = await call(session, 'POST', '/api/contracts', {
    newCustomer: { lastName: 'Muster', email: `k${Math.random().toString(36).slice(2, 8)}@example.ch` },
    cleaning: { type: 'select', price: 89000 },
  });
  expect(response.statusCode).toBe(201);
  const id = response.json()._id as string;
  await t.database.db
    .update(contracts)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(contracts.id, id));
  return id;
}

async function sendOffer(session: Session, contractId: string) {
  const response = await call(session, 'POST', `/api/contracts/${contractId}/offers`, {
    language: 'de',
    validUntil: '2026-12-31',
  });
  expect(response.statusCode).toBe(201);
}

const ids = (body: { items: { _id: string }[] }) => body.items.map((item) => item._id);

describe('the contract list filtered like the dashboard', () => {
  it("lists exactly the recent contracts without an offer that the dashboard counts, and only the company's own", async () => {
    clock = new Date('2026-11-30T10:00:00Z');
    const me = await company();
    const other = await company();
    const fresh = await contract(me, '2026-11-25T08:00:00Z');
    const newer = await contract(me, '2026-11-28T08:00:00Z');
    const offered = await contract(me, '2026-11-26T08:00:00Z');
    await sendOffer(me, offered);
    const old = await contract(me, '2026-10-20T08:00:00Z');
    const archived = await contract(me, '2026-11-27T08:00:00Z');
    expect((await call(me, 'POST', `/api/contracts/${archived}/archive`)).statusCode).toBe(200);
    await contract(other, '2026-11-29T08:00:00Z');

    clock = new Date('2026-12-01T10:00:00Z');
    const dashboard = (await call(me, 'GET', '/api/dashboard')).json();
    expect(dashboard.since).toBe('2026-11-01T10:00:00.000Z');
    const query = `withoutOffer=true&createdFrom=${encodeURIComponent(dashboard.since)}&sort=-createdAt`;
    const listed = (await call(me, 'GET', `/api/contracts?${query}`)).json();
    expect(ids(listed)).toEqual([newer, fresh]);
    expect(listed.total).toBe(dashboard.contractsWithoutOffers);

    // Each filter alone: the old one has no offer either; the offered one is recent.
    expect(ids((await call(me, 'GET', '/api/contracts?withoutOffer=true&sort=-createdAt')).json())).toEqual([
      newer,
      fresh,
      old,
    ]);
    const since = encodeURIComponent('2026-11-26T09:00:00+01:00');
    expect(ids((await call(me, 'GET', `/api/contracts?createdFrom=${since}&sort=createdAt`)).json())).toEqual(
      [offered, newer],
    );
    expect((await call(me, 'GET', '/api/contracts?withoutOffer=false')).json().total).toBe(4);
    // The archive answers its own contracts under the same filters.
    expect(ids((await call(me, 'GET', `/api/contracts?archived=true&${query}`)).json())).toEqual([archived]);
    // The total stays exact past the last page (the count statement of this shape).
    expect(await (await call(me, 'GET', `/api/contracts?${query}&pageSize=1&page=3`)).json()).toMatchObject({
      items: [],
      total: 2,
    });

    // Another company sees only its own contract, under the same address.
    const theirs = (await call(other, 'GET', `/api/contracts?${query}`)).json();
    expect(theirs.total).toBe(1);
    expect(ids(theirs)).not.toContain(fresh);
    expect(theirs.total).toBe((await call(other, 'GET', '/api/dashboard')).json().contractsWithoutOffers);
  });

  it('refuses a createdFrom that is no instant and a withoutOffer that is no boolean, in both languages', async () => {
    const me = await company();
    for (const [query, field] of [
      ['createdFrom=2026-11-01', 'createdFrom'],
      ['createdFrom=yesterday', 'createdFrom'],
      ['withoutOffer=yes', 'withoutOffer'],
    ] as const) {
      const english = await call(me, 'GET', `/api/contracts?${query}`);
      expect(english.statusCode).toBe(400);
      expect(english.json().error.fields[field]).toEqual({
        code: 'error_field_invalid',
        message: 'This value is not valid.',
      });
      const german = await call(me, 'GET', `/api/contracts?${query}`, undefined, 'de');
      expect(german.json().error.fields[field].message).toBe('Dieser Wert ist nicht gültig.');
    }
  });
});
