import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type Session, type Tenant, type TestApp } from '../../testing/index.ts';

const NOW = new Date('2026-10-20T08:00:00Z');
let t: TestApp;
let tenant: Tenant;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  tenant = await createTenant(t, { company: { timeZone: 'Europe/Zurich' } });
});
afterAll(() => t.close());

const call = (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session.headers, payload });

async function customer(session: Session, lastName: string) {
  const response = await call(session, 'POST', '/api/customers', { firstName: 'Erika', lastName });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id as string;
}

async function job(session: Session, body: object) {
  const response = await call(session, 'POST', '/api/contracts', {
    moveOut: { city: 'Bern' },
    moveIn: { city: 'Thun' },
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; number: number };
}

const range = (from: string, to: string) => `/api/calendar-jobs?from=${from}&to=${to}`;

describe("the calendar's jobs", () => {
  it('shows moves for their expected time and cleanings to their end, with the custom status colour', async () => {
    const me = tenant.owner.session;
    const muster = await customer(me, 'Muster');
    const status = await call(me, 'POST', '/api/contract-statuses', { name: 'Bestätigt', color: '#2f9e44' });
    expect(status.statusCode, status.body).toBe(201);
    // Monday 26 October, 07:00 Zürich (winter time): 6 hours expected.
    const move = await job(me, {
      customerId: muster,
      customStatusId: status.json()._id,
      relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5, expectedTime: 6 },
      relocationDetails: { startAt: '2026-10-26T06:00:00.000Z', workers: 3 },
    });
    // The cleaning runs from 13:00 to 17:30 on Tuesday.
    const cleaning = await job(me, {
      customerId: muster,
      cleaning: { type: 'select', price: 50000 },
      cleaningDetails: { startAt: '2026-10-27T12:00:00.000Z', endAt: '2026-10-27T16:30:00.000Z' },
    });
    // A move on Sunday evening that runs past midnight into the week asked for (no hours: four).
    const lateMove = await job(me, {
      customerId: muster,
      relocation: { priceType: 'flatRate', flatRate: 90000 },
      relocationDetails: { startAt: '2026-10-25T21:00:00.000Z' },
    });
    // Not shown: an archived job, a rejected one, one of next week and another company's.
    const archived = await job(me, {
      customerId: muster,
      relocationDetails: { startAt: '2026-10-28T06:00:00.000Z' },
    });
    expect((await call(me, 'POST', `/api/contracts/${archived._id}/archive`)).statusCode).toBe(200);
    const rejected = await job(me, {
      customerId: muster,
      relocationDetails: { startAt: '2026-10-29T06:00:00.000Z' },
    });
    // The customer turned the offer down (the offers feature sets this status).
    await t.database.db.execute(sql`update contracts set status = 'REJECTED' where id = ${rejected._id}`);
    await job(me, { customerId: muster, relocationDetails: { startAt: '2026-11-03T06:00:00.000Z' } });
    const theirs = await customer(tenant.stranger.session, 'Fremd');
    await job(tenant.stranger.session, {
      customerId: theirs,
      relocationDetails: { startAt: '2026-10-27T06:00:00.000Z' },
    });

    // The week of Monday 26 October in Zürich.
    const week = await call(me, 'GET', range('2026-10-25T23:00:00.000Z', '2026-11-01T23:00:00.000Z'));
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json().items).toEqual([
      {
        kind: 'move',
        contractId: lateMove._id,
        contractNumber: lateMove.number,
        status: 'OPEN',
        customStatus: null,
        customerName: 'Erika Muster',
        startsAt: '2026-10-25T21:00:00.000Z',
        endsAt: '2026-10-26T01:00:00.000Z',
        place: 'Bern → Thun',
      },
      {
        kind: 'move',
        contractId: move._id,
        contractNumber: move.number,
        status: 'OPEN',
        customStatus: { name: 'Bestätigt', color: '#2f9e44' },
        customerName: 'Erika Muster',
        startsAt: '2026-10-26T06:00:00.000Z',
        endsAt: '2026-10-26T12:00:00.000Z',
        place: 'Bern → Thun',
      },
      expect.objectContaining({
        kind: 'cleaning',
        contractId: cleaning._id,
        startsAt: '2026-10-27T12:00:00.000Z',
        endsAt: '2026-10-27T16:30:00.000Z',
      }),
    ]);
    expect(week.body).not.toContain('Fremd');
    expect(week.body).not.toContain(archived._id);
    expect(week.body).not.toContain(rejected._id);

    // The other company sees its own move only.
    const other = await call(
      tenant.stranger.session,
      'GET',
      range('2026-10-25T23:00:00.000Z', '2026-11-01T23:00:00.000Z'),
    );
    expect(other.json().items.map((item: { customerName: string }) => item.customerName)).toEqual([
      'Erika Fremd',
    ]);
  });

  it('shows a cleaning of several days that began before the range, as the board does', async () => {
    const me = tenant.owner.session;
    // Friday 6 November 13:00 to Tuesday 10 November 11:00 Zürich: a handover after days of cleaning.
    const long = await job(me, {
      customerId: await customer(me, 'Lang'),
      cleaning: { type: 'select', price: 150000 },
      cleaningDetails: { startAt: '2026-11-06T12:00:00.000Z', endAt: '2026-11-10T10:00:00.000Z' },
    });
    const week = await call(me, 'GET', range('2026-11-08T23:00:00.000Z', '2026-11-15T23:00:00.000Z'));
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json().items).toContainEqual(
      expect.objectContaining({ kind: 'cleaning', contractId: long._id, endsAt: '2026-11-10T10:00:00.000Z' }),
    );
  });

  it('refuses a range that is empty, backwards or longer than 62 days, and an anonymous caller', async () => {
    const me = tenant.user.session;
    for (const url of [
      range('2026-10-26T00:00:00.000Z', '2026-10-26T00:00:00.000Z'),
      range('2026-10-26T00:00:00.000Z', '2026-10-20T00:00:00.000Z'),
      range('2026-10-01T00:00:00.000Z', '2026-12-15T00:00:00.000Z'),
      '/api/calendar-jobs?from=yesterday&to=2026-10-26T00:00:00.000Z',
    ]) {
      const response = await call(me, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
    }
    expect((await call(me, 'GET', range('2026-10-26T00:00:00Z', '2026-10-27T00:00:00Z'))).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: range('2026-10-26T00:00:00Z', '2026-10-27T00:00:00Z') }))
        .statusCode,
    ).toBe(401);
  });
});
