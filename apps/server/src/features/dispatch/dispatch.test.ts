import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/index.ts';
import { NO_WEBHOOKS } from '../../platform/webhook-events.ts';
import { createTenant, createTestApp, type Session, type Tenant, type TestApp } from '../../testing/index.ts';
import { contractTestKit } from '../contracts/contract-test-support.ts';
import { getDispatchBoard } from './dispatch.service.ts';

const NOW = new Date('2027-03-01T09:00:00Z');
// 15 March 2027 in Zürich (UTC+1): the worked example's move is 08:00 to 15:00 (7 expected hours).
const DAY = { from: '2027-03-14T23:00:00.000Z', to: '2027-03-15T23:00:00.000Z' };
const WEEK = { from: '2027-03-14T23:00:00.000Z', to: '2027-03-21T23:00:00.000Z' };

let t: TestApp;
let tenant: Tenant;
const jobs = contractTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  tenant = await createTenant(t, {
    company: { timeZone: 'Europe/Zurich' },
    user: { firstName: 'Luca', lastName: 'Keller' },
  });
});
afterAll(() => t.close());

const call = (session: Session, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': 'en' }, payload });

const range = (r: { from: string; to: string }) =>
  `from=${encodeURIComponent(r.from)}&to=${encodeURIComponent(r.to)}`;
const board = async (session: Session, r = DAY) => {
  const response = await call(session, 'GET', `/api/dispatch?${range(r)}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

async function vehicle(session: Session, name: string) {
  const response = await call(session, 'POST', '/api/vehicles', { name, borrowable: false });
  expect(response.statusCode).toBe(201);
  return response.json()._id as string;
}

async function job(session: Session, relocationStartAt = '2027-03-15T07:00:00.000Z') {
  const response = await jobs.createFull(session, {
    newCustomer: { firstName: 'Erika', lastName: 'Muster', phone: '+41 79 123 45 67' },
    relocationDetails: { startAt: relocationStartAt, workers: 2, extraInfo: 'Parkbewilligung beantragt' },
  });
  expect(response.statusCode).toBe(201);
  return response.json()._id as string;
}

describe('the dispatch board', () => {
  let first: string;
  let second: string;
  let van: string;

  it('shows a day’s moves with their plan, and warns of a crew short of it', async () => {
    first = await job(tenant.owner.session);
    van = await vehicle(tenant.owner.session, 'Sprinter');
    const day = await board(tenant.owner.session);
    const move = day.items.find((item: { key: string }) => item.key === `relocation:${first}`);
    expect(move).toMatchObject({
      kind: 'relocation',
      startsAt: '2027-03-15T07:00:00.000Z',
      endsAt: '2027-03-15T14:00:00.000Z',
      customer: { name: 'Erika Muster', phone: '+41 79 123 45 67' },
      address: 'Kramgasse 10, 3011 Bern',
      destination: 'Seestrasse 5, 8002 Zürich',
      notes: 'Parkbewilligung beantragt',
      plannedWorkers: 2,
      people: [],
      vehicles: [],
      warnings: [{ code: 'fewerWorkers', planned: 2, assigned: 0 }],
    });
    // The cleaning is the next day: not on this day's board, but on the week's.
    expect(day.items.some((item: { key: string }) => item.key === `cleaning:${first}`)).toBe(false);
    const week = await board(tenant.owner.session, WEEK);
    expect(week.items.find((item: { key: string }) => item.key === `cleaning:${first}`)).toMatchObject({
      startsAt: '2027-03-16T08:00:00.000Z',
      endsAt: '2027-03-16T16:00:00.000Z',
    });
    expect(day.timeZone).toBe('Europe/Zurich');
    expect(day.people.map((person: { name: string }) => person.name)).toContain('Luca Keller');
    expect(day.vehicles).toEqual([
      { _id: van, name: 'Sprinter', registrationNumber: null, borrowable: false },
    ]);
  });

  it('assigns a person and a vehicle, and warns when the person is booked twice at once', async () => {
    const luca = tenant.user.account.id;
    const assigned = await call(tenant.user.session, 'PUT', `/api/dispatch/relocation/${first}`, {
      userIds: [luca],
      vehicleIds: [van],
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      people: [{ _id: luca, name: 'Luca Keller' }],
      vehicles: [{ _id: van, name: 'Sprinter' }],
      warnings: [{ code: 'fewerWorkers', planned: 2, assigned: 1 }],
    });

    // A second move from 13:00 overlaps the first (until 15:00): a warning, not a refusal.
    second = await job(tenant.owner.session, '2027-03-15T12:00:00.000Z');
    const twice = await call(tenant.owner.session, 'PUT', `/api/dispatch/relocation/${second}`, {
      userIds: [luca, tenant.owner.account.id],
      vehicleIds: [van],
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().warnings).toEqual([
      {
        code: 'personDoubleBooked',
        resourceId: luca,
        otherKey: `relocation:${first}`,
        planned: null,
        assigned: null,
      },
      {
        code: 'vehicleDoubleBooked',
        resourceId: van,
        otherKey: `relocation:${first}`,
        planned: null,
        assigned: null,
      },
    ]);
    const day = await board(tenant.owner.session);
    const firstMove = day.items.find((item: { key: string }) => item.key === `relocation:${first}`);
    expect(firstMove.warnings.map((w: { code: string }) => w.code)).toEqual([
      'personDoubleBooked',
      'vehicleDoubleBooked',
      'fewerWorkers',
    ]);
    expect(day.summary).toMatchObject({ doubleBookings: 2 });

    // Taking the person and the van off the second move ends the double booking.
    // Recorded on the job: who changed its crew, from what to what.
    const recorded = await t.database.db
      .select({ changes: activities.changes, actorId: activities.actorId })
      .from(activities)
      .where(
        and(
          eq(activities.entityType, 'contract'),
          eq(activities.entityId, first),
          eq(activities.action, 'update'),
        ),
      );
    expect(recorded).toEqual([
      {
        actorId: tenant.user.account.id,
        changes: { relocationCrew: [[], [luca]], relocationVehicles: [[], [van]] },
      },
    ]);

    const fixed = await call(tenant.owner.session, 'PUT', `/api/dispatch/relocation/${second}`, {
      userIds: [tenant.owner.account.id],
      vehicleIds: [],
    });
    expect(fixed.json().warnings.map((w: { code: string }) => w.code)).toEqual(['fewerWorkers']);
  });

  it('refuses another company’s people, vehicles and jobs, and shows none of its board', async () => {
    const strangerVan = await vehicle(tenant.stranger.session, 'Fremder Lieferwagen');
    const refused = await call(tenant.owner.session, 'PUT', `/api/dispatch/relocation/${first}`, {
      userIds: [tenant.stranger.account.id],
      vehicleIds: [strangerVan],
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields).sort()).toEqual(['userIds.0', 'vehicleIds.0']);

    const strangerJob = await job(tenant.stranger.session);
    const foreign = await call(tenant.owner.session, 'PUT', `/api/dispatch/relocation/${strangerJob}`, {
      userIds: [],
      vehicleIds: [],
    });
    expect(foreign.statusCode).toBe(404);
    const intoOurs = await call(tenant.stranger.session, 'PUT', `/api/dispatch/relocation/${first}`, {
      userIds: [],
      vehicleIds: [],
    });
    expect(intoOurs.statusCode).toBe(404);

    const theirs = await board(tenant.stranger.session);
    expect(theirs.items.map((item: { key: string }) => item.key)).toEqual([`relocation:${strangerJob}`]);
    expect(theirs.people.some((person: { _id: string }) => person._id === tenant.user.account.id)).toBe(
      false,
    );
    // Our first move still has its crew: the refused change changed nothing.
    const ours = await board(tenant.owner.session);
    const move = ours.items.find((item: { key: string }) => item.key === `relocation:${first}`);
    expect(move.people.map((p: { _id: string }) => p._id)).toEqual([tenant.user.account.id]);
  });

  it('puts people on an appointment as the appointment’s own, and a vehicle beside them', async () => {
    const made = await call(tenant.owner.session, 'POST', '/api/appointments', {
      kind: 'viewing',
      startsAt: '2027-03-15T13:30:00.000Z',
      durationMinutes: 60,
      contractId: second,
      notes: 'Schlüssel beim Hauswart',
    });
    expect(made.statusCode).toBe(201);
    const id = made.json()._id;
    const assigned = await call(tenant.owner.session, 'PUT', `/api/dispatch/appointment/${id}`, {
      userIds: [tenant.user.account.id],
      vehicleIds: [van],
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      kind: 'appointment',
      appointmentKind: 'viewing',
      address: 'Kramgasse 10, 3011 Bern',
      people: [{ _id: tenant.user.account.id }],
      vehicles: [{ _id: van }],
    });
    // 14:30–15:30 overlaps the first move (until 15:00): the person and the van are booked twice.
    expect(
      assigned.json().warnings.map((w: { code: string; otherKey: string }) => [w.code, w.otherKey]),
    ).toEqual([
      ['personDoubleBooked', `relocation:${first}`],
      ['vehicleDoubleBooked', `relocation:${first}`],
    ]);
    const appointment = await call(tenant.owner.session, 'GET', `/api/appointments/${id}`);
    expect(appointment.json().employees.map((person: { _id: string }) => person._id)).toEqual([
      tenant.user.account.id,
    ]);
  });

  it('answers a range that is backwards or longer than a month with a validation error', async () => {
    const backwards = await call(
      tenant.owner.session,
      'GET',
      `/api/dispatch?${range({ from: DAY.to, to: DAY.from })}`,
    );
    expect(backwards.statusCode).toBe(400);
    const long = await call(
      tenant.owner.session,
      'GET',
      `/api/dispatch?${range({ from: '2027-01-01T00:00:00Z', to: '2027-03-01T00:00:00Z' })}`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toHaveProperty('to');
  });
});

describe('my jobs', () => {
  it('shows a person only what they are assigned to, with what the crew needs', async () => {
    const mine = await call(tenant.user.session, 'GET', `/api/my-jobs?${range(WEEK)}`);
    expect(mine.statusCode).toBe(200);
    const items = mine.json().items;
    expect(items.map((item: { kind: string }) => item.kind)).toEqual(['relocation', 'appointment']);
    expect(items[0]).toMatchObject({
      customer: { name: 'Erika Muster', phone: '+41 79 123 45 67' },
      address: 'Kramgasse 10, 3011 Bern',
      notes: 'Parkbewilligung beantragt',
    });
    expect(items[1].notes).toBe('Schlüssel beim Hauswart');

    // The owner is on the second move only; the stranger sees nothing of this company.
    const owners = await call(tenant.owner.session, 'GET', `/api/my-jobs?${range(WEEK)}`);
    expect(owners.json().items.map((item: { key: string }) => item.key)).toEqual([
      expect.stringMatching(/^relocation:/),
    ]);
    const strangers = await call(tenant.stranger.session, 'GET', `/api/my-jobs?${range(WEEK)}`);
    expect(strangers.json().items).toEqual([]);
  });
});

describe('the board’s statements', () => {
  it('are as many for many items as for few (none per item)', async () => {
    /** The database, counting the statements the board makes (each starts with a select). */
    const counted = () => {
      let count = 0;
      const db = new Proxy(t.database.db, {
        get(target, key, receiver) {
          if (key === 'select') count += 1;
          return Reflect.get(target, key, receiver);
        },
      }) as Db;
      return { db, count: () => count };
    };
    const ctx = {
      actor: { type: 'user' as const, id: tenant.owner.account.id },
      role: 'OWNER' as const,
      companyId: tenant.company.id,
      companyTimeZone: 'Europe/Zurich',
      sessionId: 'bench',
      sessionToken: 'bench',
      via: 'bearer' as const,
    };
    // No calendar is connected: the board's reading is what is counted.
    const deps = {
      db: t.database.db,
      mailer: undefined as never,
      now: () => NOW,
      mailFrom: 'x@example.com',
      calendarSync: { changed: async () => {} },
      webhooks: NO_WEBHOOKS,
    };
    // At least one job and one appointment on the board (an empty list asks nothing of its rows).
    await job(tenant.owner.session, '2027-03-20T07:00:00.000Z');
    const viewing = await call(tenant.owner.session, 'POST', '/api/appointments', {
      kind: 'viewing',
      startsAt: '2027-03-20T13:00:00.000Z',
      durationMinutes: 30,
    });
    expect(viewing.statusCode).toBe(201);
    const few = counted();
    const before = await getDispatchBoard({ ...deps, db: few.db }, ctx, WEEK);
    for (let index = 0; index < 4; index++) {
      const id = await job(tenant.owner.session, `2027-03-1${6 + index}T07:00:00.000Z`);
      await call(tenant.owner.session, 'PUT', `/api/dispatch/relocation/${id}`, {
        userIds: [tenant.user.account.id],
        vehicleIds: [],
      });
    }
    const many = counted();
    const after = await getDispatchBoard({ ...deps, db: many.db }, ctx, WEEK);
    expect(after.items.length).toBeGreaterThanOrEqual(before.items.length + 8);
    expect(many.count()).toBe(few.count());
    expect(many.count()).toBeGreaterThanOrEqual(5);
    expect(many.count()).toBeLessThanOrEqual(6);
  });
});
