import { and, asc, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, mailAttachments, mailOutbox } from '../../db/schema/index.ts';
import { createTenant, createTestApp, type Session, type Tenant, type TestApp } from '../../testing/index.ts';
import { contractTestKit } from '../contracts/contract-test-support.ts';

const NOW = new Date('2026-12-01T09:00:00Z');
const IN_TWO_HOURS = new Date(NOW.getTime() + 2 * 3_600_000).toISOString();
const TOMORROW_8 = '2026-12-02T07:00:00.000Z'; // 08:00 in Zürich

let t: TestApp;
let tenant: Tenant;
/** The server's clock: NOW, moved on by a test that needs time to pass. */
let clock = NOW;
const jobs = contractTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  tenant = await createTenant(t, { owner: { firstName: 'Olivia', lastName: 'Muster' } });
});
afterAll(() => t.close());

const call = (
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'de',
) => t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

async function employee(firstName: string, email: string) {
  return t.make.user(tenant.company.id, { role: 'USER', firstName, lastName: 'Crew', email });
}

/** The messages of an appointment in the outbox, oldest first, each with its .ics read back. */
async function invitations(appointmentId: string) {
  const rows = await t.database.db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.recipient,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailOutbox)
    .innerJoin(mailAttachments, eq(mailAttachments.mailId, mailOutbox.id))
    .where(and(eq(mailOutbox.relatedType, 'appointment'), eq(mailOutbox.relatedId, appointmentId)))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.recipient));
  return rows.map((row) => {
    const text = Buffer.from(row.content).toString('utf8');
    const event = Object.values(ical.sync.parseICS(text)).find((c) => c?.type === 'VEVENT') as VEvent;
    return { ...row, ics: text, event };
  });
}

describe('appointments', () => {
  it('are made more than an hour ahead, with the job’s customer and address filled in', async () => {
    const job = await jobs.createFull(tenant.owner.session);
    expect(job.statusCode).toBe(201);
    const contract = job.json();

    const tooSoon = await call(tenant.owner.session, 'POST', '/api/appointments', {
      kind: 'viewing',
      startsAt: new Date(NOW.getTime() + 59 * 60_000).toISOString(),
      durationMinutes: 60,
      contractId: contract._id,
    });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().error).toMatchObject({
      code: 'error_appointment_too_soon',
      message: 'Ein Termin muss mehr als eine Stunde in der Zukunft beginnen.',
      fields: { startsAt: expect.objectContaining({ code: 'error_appointment_too_soon' }) },
    });

    const made = await call(tenant.owner.session, 'POST', '/api/appointments', {
      kind: 'viewing',
      startsAt: IN_TWO_HOURS,
      durationMinutes: 45,
      contractId: contract._id,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      kind: 'viewing',
      startsAt: IN_TWO_HOURS,
      endsAt: new Date(new Date(IN_TWO_HOURS).getTime() + 45 * 60_000).toISOString(),
      location: 'Kramgasse 10, 3011 Bern',
      customer: { _id: contract.customer._id, name: 'Erika Muster', email: 'erika@example.ch' },
      contract: { _id: contract._id, number: contract.number },
      employees: [],
      sequence: 0,
    });
  });

  it('refuse durations outside 15 minutes to a day, and another company’s customer, job or people', async () => {
    const base = { kind: 'other', startsAt: TOMORROW_8 };
    for (const durationMinutes of [14, 1441, 30.5]) {
      const response = await call(tenant.owner.session, 'POST', '/api/appointments', {
        ...base,
        durationMinutes,
      });
      expect(response.statusCode, String(durationMinutes)).toBe(400);
      expect(response.json().error.fields.durationMinutes).toBeDefined();
    }
    const foreignJob = (await jobs.createFull(tenant.stranger.session)).json();
    const response = await call(tenant.owner.session, 'POST', '/api/appointments', {
      ...base,
      durationMinutes: 60,
      contractId: foreignJob._id,
      customerId: foreignJob.customer._id,
      employeeIds: [tenant.stranger.account.id],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'contractId',
      'customerId',
      'employeeIds.0',
    ]);
    const count = await call(tenant.owner.session, 'GET', '/api/appointments?pageSize=100');
    expect(count.json().items.every((item: { kind: string }) => item.kind !== 'other')).toBe(true);
  });

  it('invite by e-mail with an .ics, send changes with a raised SEQUENCE, and cancel on delete', async () => {
    const anna = await employee('Anna', 'anna.crew@example.ch');
    const beat = await employee('Beat', 'beat.crew@example.ch');
    const job = (await jobs.createFull(tenant.owner.session)).json();
    const made = await call(tenant.owner.session, 'POST', '/api/appointments', {
      kind: 'move',
      startsAt: TOMORROW_8,
      durationMinutes: 240,
      contractId: job._id,
      employeeIds: [anna.id, beat.id],
      notes: 'Schlüssel beim Hauswart',
      copyToCustomer: true,
      sendByEmail: true,
    });
    expect(made.statusCode).toBe(201);
    const id = made.json()._id;

    const first = await invitations(id);
    expect(first.map((mail) => mail.to).sort()).toEqual([
      'anna.crew@example.ch',
      'beat.crew@example.ch',
      'erika@example.ch',
    ]);
    for (const mail of first) {
      expect(mail.subject).toBe('Umzug am 02.12.2026 08:00');
      expect(mail.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
      expect(mail.ics).toContain('METHOD:REQUEST');
      expect(mail.event.uid).toMatch(new RegExp(`^${id}@`));
      expect(String(mail.event.sequence)).toBe('0');
      expect(mail.event.start.toISOString()).toBe(TOMORROW_8);
      expect(mail.event.location).toBe('Kramgasse 10, 3011 Bern');
    }
    // The internal notes go to the crew, never to the customer.
    expect(first.find((mail) => mail.to === 'anna.crew@example.ch')?.text).toContain(
      'Schlüssel beim Hauswart',
    );
    expect(first.find((mail) => mail.to === 'erika@example.ch')?.text).not.toContain('Schlüssel');

    // Moved by an hour, Beat taken off: the others get the change, Beat the cancellation.
    const moved = await call(tenant.owner.session, 'PUT', `/api/appointments/${id}`, {
      kind: 'move',
      startsAt: '2026-12-02T08:00:00.000Z',
      durationMinutes: 240,
      contractId: job._id,
      employeeIds: [anna.id],
      notes: 'Schlüssel beim Hauswart',
      copyToCustomer: true,
      sendByEmail: true,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().sequence).toBe(1);
    const second = (await invitations(id)).slice(first.length);
    expect(second.map((mail) => [mail.to, mail.subject])).toEqual(
      expect.arrayContaining([
        ['anna.crew@example.ch', 'Geändert: Umzug am 02.12.2026 09:00'],
        ['erika@example.ch', 'Geändert: Umzug am 02.12.2026 09:00'],
        ['beat.crew@example.ch', 'Abgesagt: Umzug am 02.12.2026 09:00'],
      ]),
    );
    expect(second).toHaveLength(3);
    for (const mail of second) expect(String(mail.event.sequence)).toBe('1');
    expect(second.find((mail) => mail.to === 'beat.crew@example.ch')?.ics).toContain('METHOD:CANCEL');

    const removed = await call(tenant.owner.session, 'DELETE', `/api/appointments/${id}`);
    expect(removed.statusCode).toBe(204);
    const third = (await invitations(id)).slice(first.length + second.length);
    expect(third.map((mail) => mail.to).sort()).toEqual(['anna.crew@example.ch', 'erika@example.ch']);
    for (const mail of third) {
      expect(mail.ics).toContain('METHOD:CANCEL');
      expect(mail.event.status).toBe('CANCELLED');
      expect(String(mail.event.sequence)).toBe('2');
    }
    expect((await call(tenant.owner.session, 'GET', `/api/appointments/${id}`)).statusCode).toBe(404);
    const recorded = await t.database.db
      .select({ action: activities.action })
      .from(activities)
      .where(and(eq(activities.entityType, 'appointment'), eq(activities.entityId, id)));
    expect(recorded.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('keep a change that does not move the start, even within the hour; list by range, person and job', async () => {
    const carla = await employee('Carla', 'carla.crew@example.ch');
    const soon = (
      await call(tenant.owner.session, 'POST', '/api/appointments', {
        kind: 'handover',
        startsAt: IN_TWO_HOURS,
        durationMinutes: 30,
        employeeIds: [carla.id],
        location: 'Seestrasse 5, 8002 Zürich',
      })
    ).json();
    // An hour later the appointment is 60 minutes away: its notes may still change, its start not.
    clock = new Date(NOW.getTime() + 3_600_000);
    try {
      const edit = (startsAt: string) =>
        call(tenant.owner.session, 'PUT', `/api/appointments/${soon._id}`, {
          kind: 'handover',
          startsAt,
          durationMinutes: 30,
          employeeIds: [carla.id],
          notes: 'Zähler ablesen',
        });
      expect((await edit(IN_TWO_HOURS)).statusCode).toBe(200);
      const moved = await edit(new Date(NOW.getTime() + 1.5 * 3_600_000).toISOString());
      expect(moved.statusCode).toBe(400);
      expect(moved.json().error.code).toBe('error_appointment_too_soon');
    } finally {
      clock = NOW;
    }

    const list = async (query: string) =>
      (await call(tenant.owner.session, 'GET', `/api/appointments?${query}`)).json().items as {
        _id: string;
      }[];
    const ids = (items: { _id: string }[]) => items.map((item) => item._id);
    expect(ids(await list(`employeeId=${carla.id}`))).toEqual([soon._id]);
    expect(
      ids(
        await list(
          `from=${encodeURIComponent(NOW.toISOString())}&to=${encodeURIComponent(new Date(NOW.getTime() + 2.2 * 3_600_000).toISOString())}`,
        ),
      ),
    ).toContain(soon._id);
    expect(
      ids(await list(`from=${encodeURIComponent(new Date(NOW.getTime() + 3 * 3_600_000).toISOString())}`)),
    ).not.toContain(soon._id);
    expect((await call(tenant.owner.session, 'GET', '/api/appointments?from=yesterday')).statusCode).toBe(
      400,
    );
  });

  it('are the company’s own: another company reads 404 and lists none of them', async () => {
    const mine = (
      await call(tenant.owner.session, 'POST', '/api/appointments', {
        kind: 'other',
        startsAt: TOMORROW_8,
        durationMinutes: 15,
      })
    ).json();
    const stranger = tenant.stranger.session;
    expect((await call(stranger, 'GET', `/api/appointments/${mine._id}`)).statusCode).toBe(404);
    expect(
      (
        await call(stranger, 'PUT', `/api/appointments/${mine._id}`, {
          kind: 'other',
          startsAt: TOMORROW_8,
          durationMinutes: 20,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/appointments/${mine._id}`)).statusCode).toBe(404);
    const theirs = (await call(stranger, 'GET', '/api/appointments')).json();
    expect(theirs.items.map((item: { _id: string }) => item._id)).not.toContain(mine._id);
    // A staff member (USER) plans appointments too.
    expect((await call(tenant.user.session, 'GET', `/api/appointments/${mine._id}`)).statusCode).toBe(200);
  });

  it('stay when their job or customer is deleted, unlinked', async () => {
    const job = (await jobs.createFull(tenant.owner.session)).json();
    const made = (
      await call(tenant.owner.session, 'POST', '/api/appointments', {
        kind: 'viewing',
        startsAt: TOMORROW_8,
        durationMinutes: 60,
        contractId: job._id,
      })
    ).json();
    expect((await call(tenant.owner.session, 'DELETE', `/api/contracts/${job._id}`)).statusCode).toBe(204);
    expect(
      (await call(tenant.owner.session, 'DELETE', `/api/customers/${job.customer._id}`)).statusCode,
    ).toBe(204);
    const kept = (await call(tenant.owner.session, 'GET', `/api/appointments/${made._id}`)).json();
    expect(kept).toMatchObject({ contract: null, customer: null, location: 'Kramgasse 10, 3011 Bern' });
  });
});
