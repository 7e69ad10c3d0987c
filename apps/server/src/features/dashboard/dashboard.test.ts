import { startOfMonthIn } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

let t: TestApp;
let clock = new Date('2026-11-30T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock }, { PUBLIC_URL: 'https://app.maxer.test' });
});
afterAll(() => t.close());

const call = (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session.headers, payload });

async function company() {
  const row = await t.make.company({ timeZone: 'Europe/Zurich' });
  return signIn(t.app, (await t.make.user(row.id, { role: 'USER' })).email);
}

async function contract(owner: Session, createdAt?: string) {
  const response = await call(owner, 'POST', '/api/contracts', {
    newCustomer: { lastName: 'Muster', email: `k${Math.random().toString(36).slice(2, 8)}@example.ch` },
    cleaning: { type: 'select', price: 89000 },
  });
  expect(response.statusCode).toBe(201);
  const id = response.json()._id as string;
  // The creation time is the database's; the test places it where the 30 days need it.
  if (createdAt)
    await t.database.db
      .update(contracts)
      .set({ createdAt: new Date(createdAt) })
      .where(eq(contracts.id, id));
  return id;
}

async function send(owner: Session, contractId: string, validUntil = '2026-12-31') {
  const response = await call(owner, 'POST', `/api/contracts/${contractId}/offers`, {
    language: 'de',
    validUntil,
  });
  expect(response.statusCode).toBe(201);
  return response.json()._id as string;
}

async function accept(offerId: string, at: string) {
  clock = new Date(at);
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.relatedId, offerId));
  const token = /accept-contract\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/offers/${token}/accept`,
    payload: { acceptedServices: ['cleaning'], termsAccepted: true, revision: 1 },
  });
  expect(response.statusCode).toBe(200);
}

describe('dashboard', () => {
  it('counts pending offers, offers accepted this month in the company time zone, and recent contracts without offers', async () => {
    clock = new Date('2026-11-30T10:00:00Z');
    const me = await company();
    const other = await company();

    await contract(me, '2026-11-25T08:00:00Z'); // no offer, within 30 days: counted
    await contract(me, '2026-10-20T08:00:00Z'); // no offer, too old
    const archived = await contract(me, '2026-11-28T08:00:00Z');
    expect((await call(me, 'POST', `/api/contracts/${archived}/archive`)).statusCode).toBe(200);

    const open = await send(me, await contract(me));
    const replacedContract = await contract(me);
    await send(me, replacedContract);
    await send(me, replacedContract);
    await send(me, await contract(me), '2026-11-30'); // expires at 23:00 UTC, before the dashboard's now
    const lateNovember = await send(me, await contract(me));
    const earlyDecember = await send(me, await contract(me));
    await send(other, await contract(other));

    // 23:30 UTC on 30 November is 00:30 on 1 December in Zurich: this month; 22:30 UTC is not.
    await accept(lateNovember, '2026-11-30T22:30:00Z');
    await accept(earlyDecember, '2026-11-30T23:30:00Z');

    clock = new Date('2026-12-01T10:00:00Z');
    const response = await call(me, 'GET', '/api/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      offersPending: 2,
      offersAcceptedThisMonth: 1,
      contractsWithoutOffers: 1,
      monthStart: '2026-11-30T23:00:00.000Z',
      since: '2026-11-01T10:00:00.000Z',
    });
    // Each offer figure is the list the home page links to.
    const listed = (await call(me, 'GET', '/api/offers?state=open')).json();
    expect(listed.total).toBe(2);
    expect(listed.items.map((o: { _id: string }) => o._id)).toContain(open);
    const acceptedList = (
      await call(me, 'GET', '/api/offers?state=accepted&acceptedFrom=2026-11-30T23:00:00.000Z')
    ).json();
    expect(acceptedList.items.map((o: { _id: string }) => o._id)).toEqual([earlyDecember]);
    expect((await call(me, 'GET', '/api/offers?acceptedFrom=yesterday')).statusCode).toBe(400);
    // So is the contract figure, from the `since` the dashboard answers.
    const withoutOffers = (
      await call(me, 'GET', '/api/contracts?withoutOffer=true&createdFrom=2026-11-01T10:00:00.000Z')
    ).json();
    expect(withoutOffers.total).toBe(1);

    // Another company counts only its own; an anonymous caller gets nothing.
    expect((await call(other, 'GET', '/api/dashboard')).json()).toMatchObject({
      offersPending: 1,
      offersAcceptedThisMonth: 0,
      contractsWithoutOffers: 0,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });

  it("counts in the company's time zone as it is now, also for a platform admin acting for it", async () => {
    const row = await t.make.company({ name: 'Umzug Ost GmbH', timeZone: 'Europe/Zurich' });
    const user = await signIn(t.app, (await t.make.user(row.id, { role: 'USER' })).email);
    const admin = await signIn(t.app, (await t.make.admin()).email, { host: 'admin.app.maxer.test' });
    const onBehalf = { ...admin.headers, 'x-company-id': row.id };
    clock = new Date('2026-12-01T10:00:00Z');
    const monthStart = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers })).json().monthStart;
    expect(await monthStart(user.headers)).toBe('2026-11-30T23:00:00.000Z');
    expect(await monthStart(onBehalf)).toBe('2026-11-30T23:00:00.000Z');
    // The same signed-in session sees a changed time zone on its next request (the company's settings
    // tell the kept sessions, ADR 060).
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers: onBehalf,
      payload: {
        name: 'Umzug Ost GmbH',
        website: '',
        frontendUrl: '',
        backgroundColor: '#FFFFFF',
        textColor: '#1a1a1a',
        header: '',
        footer: '',
        iban: '',
        pdfAccentColor: '#0b7285',
        pdfRelocationPriceType: 'FROM',
        contractNumberStart: 2000,
        customerNumberStart: 100,
        allowedLoginCountries: [],
        hideRejectOfferButton: false,
        vatRate: 8.1,
        currency: 'CHF',
        timeZone: 'America/New_York',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await monthStart(user.headers)).toBe('2026-12-01T05:00:00.000Z');
    expect(await monthStart(onBehalf)).toBe('2026-12-01T05:00:00.000Z');
    // A company that does not exist is not found, as for every other company route.
    const nobody = { ...admin.headers, 'x-company-id': '00000000-0000-4000-8000-000000000000' };
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: nobody })).statusCode).toBe(
      404,
    );
  });

  it('starts the month at local midnight, summer time included', () => {
    expect(startOfMonthIn(new Date('2026-07-15T12:00:00Z'), 'Europe/Zurich').toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
    expect(startOfMonthIn(new Date('2026-03-31T22:30:00Z'), 'Europe/Zurich').toISOString()).toBe(
      '2026-03-31T22:00:00.000Z',
    );
    expect(startOfMonthIn(new Date('2026-01-01T00:30:00Z'), 'UTC').toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });
});
