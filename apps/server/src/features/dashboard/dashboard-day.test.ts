import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

let t: TestApp;
// Wednesday 2 December 2026, 23:30 UTC: already Thursday 3 December in Zurich (CET, UTC+1).
let clock = new Date('2026-12-02T23:30:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock }, { PUBLIC_URL: 'https://app.maxer.test' });
});
afterAll(() => t.close());

const call = (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session.headers, payload });

async function company(name: string) {
  const row = await t.make.company({ name, timeZone: 'Europe/Zurich', vatRate: 0 });
  return signIn(t.app, (await t.make.user(row.id, { role: 'USER' })).email);
}

async function customer(session: Session, lastName: string) {
  const response = await call(session, 'POST', '/api/customers', {
    firstName: 'Erika',
    lastName,
    email: `${lastName.toLowerCase()}${Math.random().toString(36).slice(2, 6)}@example.ch`,
  });
  expect(response.statusCode).toBe(201);
  return response.json()._id as string;
}

async function job(session: Session, customerId: string, at: { move?: string; cleaning?: string }) {
  const response = await call(session, 'POST', '/api/contracts', {
    customerId,
    moveOut: { city: 'Bern' },
    moveIn: { city: 'Thun' },
    ...(at.move
      ? {
          relocation: { priceType: 'flatRate', flatRate: 90000 },
          relocationDetails: { startAt: at.move, workers: 3 },
        }
      : {}),
    ...(at.cleaning
      ? {
          cleaning: { type: 'select', price: 50000 },
          cleaningDetails: { startAt: at.cleaning, endAt: at.cleaning },
        }
      : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; number: number };
}

async function appointment(session: Session, values: object) {
  const response = await call(session, 'POST', '/api/appointments', { durationMinutes: 60, ...values });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string };
}

async function invoice(session: Session, customerId: string, dueDate: string, total: number) {
  const response = await call(session, 'POST', '/api/invoices', {
    customerId,
    date: '2026-11-01',
    dueDate,
    lines: [{ type: 'item', description: 'Umzug', quantity: 1, unitPrice: total }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; number: number };
}

describe("the day's dashboard", () => {
  it("lists this week's moves and cleanings, pending offers, overdue invoices and activity, in the company's time zone", async () => {
    clock = new Date('2026-12-02T23:30:00Z');
    const me = await company('Umzug Bern AG');
    const other = await company('Andere Umzüge GmbH');
    const muster = await customer(me, 'Muster');
    const keller = await customer(me, 'Keller');

    // Today in Zurich is Thursday 3 December; the week ends Sunday 6 December, 23:59 in Zurich.
    const todayMove = await job(me, muster, { move: '2026-12-03T07:00:00.000Z' });
    const sundayCleaning = await job(me, keller, { cleaning: '2026-12-06T22:30:00.000Z' }); // 23:30 Sunday local
    await job(me, keller, { move: '2026-12-06T23:30:00.000Z' }); // 00:30 Monday local: next week
    await job(me, muster, { move: '2026-12-02T22:30:00.000Z' }); // 23:30 Wednesday local: yesterday
    const withOffer = await job(me, muster, {});
    // A viewing for a job at 09:30 local today, and a handover with neither job nor customer on Saturday.
    const viewing = await appointment(me, {
      kind: 'viewing',
      startsAt: '2026-12-03T08:30:00.000Z',
      contractId: withOffer._id,
      location: 'Bahnhofstrasse 1, 3000 Bern',
    });
    const handover = await appointment(me, { kind: 'handover', startsAt: '2026-12-05T09:00:00.000Z' });
    await appointment(me, { kind: 'viewing', startsAt: '2026-12-07T09:00:00.000Z' }); // next week
    const offered = await call(me, 'POST', `/api/contracts/${withOffer._id}/offers`, {
      language: 'de',
      validUntil: '2026-12-04',
    });
    expect(offered.statusCode).toBe(201);

    // Due 2 December: overdue on 3 December in Zurich, though it is still 2 December in UTC.
    const overdue = await invoice(me, keller, '2026-12-02', 45_050);
    await invoice(me, muster, '2026-12-03', 10_000); // due today: not yet overdue
    const others = await customer(other, 'Fremd');
    await invoice(other, others, '2026-11-01', 99_900);
    await job(other, others, { move: '2026-12-03T08:00:00.000Z' });

    const response = await call(me, 'GET', '/api/dashboard/day');
    expect(response.statusCode).toBe(200);
    const day = response.json();
    expect(day).toMatchObject({
      today: '2026-12-03',
      dayStart: '2026-12-02T23:00:00.000Z',
      dayEnd: '2026-12-03T22:59:59.999Z',
      weekStart: '2026-11-29T23:00:00.000Z',
      weekEnd: '2026-12-06T22:59:59.999Z',
    });
    const ofAJob = { appointmentId: null, appointmentKind: null };
    expect(day.appointments).toEqual([
      {
        kind: 'move',
        ...ofAJob,
        contractId: todayMove._id,
        contractNumber: todayMove.number,
        customerName: 'Erika Muster',
        startAt: '2026-12-03T07:00:00.000Z',
        place: 'Bern → Thun',
      },
      {
        kind: 'appointment',
        appointmentId: viewing._id,
        appointmentKind: 'viewing',
        contractId: withOffer._id,
        contractNumber: withOffer.number,
        customerName: 'Erika Muster',
        startAt: '2026-12-03T08:30:00.000Z',
        place: 'Bahnhofstrasse 1, 3000 Bern',
      },
      {
        kind: 'appointment',
        appointmentId: handover._id,
        appointmentKind: 'handover',
        contractId: null,
        contractNumber: null,
        customerName: null,
        startAt: '2026-12-05T09:00:00.000Z',
        place: null,
      },
      {
        kind: 'cleaning',
        ...ofAJob,
        contractId: sundayCleaning._id,
        contractNumber: sundayCleaning.number,
        customerName: 'Erika Keller',
        startAt: '2026-12-06T22:30:00.000Z',
        place: 'Bern → Thun',
      },
    ]);
    expect(day.offers).toEqual([
      expect.objectContaining({
        _id: offered.json()._id,
        contractNumber: withOffer.number,
        customerName: 'Erika Muster',
        expiresSoon: true,
      }),
    ]);
    expect(day.offersTotal).toBe(1);
    expect(day.overdue).toEqual([
      {
        _id: overdue._id,
        number: overdue.number,
        customerName: 'Erika Keller',
        dueDate: '2026-12-02',
        unpaid: 45_050,
        currency: 'CHF',
      },
    ]);
    expect(day.overdueTotal).toBe(1);
    expect(day.overdueSums).toEqual([{ currency: 'CHF', unpaid: 45_050 }]);
    // The latest changes first; nothing of the other company.
    expect(day.activity.length).toBeGreaterThan(0);
    expect(day.activity[0]).toMatchObject({ entityType: 'invoice', action: 'create' });
    expect(JSON.stringify(day)).not.toContain('Fremd');

    // The other company sees only its own; an anonymous caller nothing.
    const theirs = (await call(other, 'GET', '/api/dashboard/day')).json();
    expect(theirs.overdue.map((i: { unpaid: number }) => i.unpaid)).toEqual([99_900]);
    expect(theirs.appointments).toHaveLength(1);
    expect(theirs.offers).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/day' })).statusCode).toBe(401);
  });

  it('answers empty lists for a new company', async () => {
    const fresh = await company('Neu AG');
    const day = (await call(fresh, 'GET', '/api/dashboard/day')).json();
    expect(day).toMatchObject({
      appointments: [],
      offers: [],
      offersTotal: 0,
      overdue: [],
      overdueTotal: 0,
      overdueSums: [],
    });
  });
});
