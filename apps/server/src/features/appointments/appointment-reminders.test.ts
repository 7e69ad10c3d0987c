import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTenant, createTestApp, type Session, type Tenant, type TestApp } from '../../testing/index.ts';
import { contractTestKit } from '../contracts/contract-test-support.ts';
import { APPOINTMENT_REMINDER_JOB } from './appointment-reminders.ts';

const NOW = new Date('2026-12-01T09:00:00Z');
const HOUR = 3_600_000;
let clock = NOW;
let t: TestApp;
let tenant: Tenant;
const jobs = contractTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  tenant = await createTenant(t);
});
afterAll(() => t.close());

const call = (
  session: Session,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  language = 'de',
) => t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

/** An appointment of the job's customer (erika@example.ch), starting `hours` after NOW. */
async function appointment(hours: number, copyToCustomer = true, language = 'de') {
  const job = (await jobs.createFull(tenant.owner.session)).json();
  const response = await call(
    tenant.owner.session,
    'POST',
    '/api/appointments',
    {
      kind: 'handover',
      startsAt: new Date(NOW.getTime() + hours * HOUR).toISOString(),
      durationMinutes: 60,
      contractId: job._id,
      copyToCustomer,
    },
    language,
  );
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string };
}

async function runReminders(at: Date) {
  clock = at;
  await t.database.db.transaction((tx) => t.app.jobs.enqueue(tx, APPOINTMENT_REMINDER_JOB, {}));
  const [outcome] = await t.app.jobs.runDue<number>(APPOINTMENT_REMINDER_JOB);
  clock = NOW;
  expect(outcome?.ok).toBe(true);
  return outcome?.ok ? outcome.value : -1;
}

const remindersOf = (id: string) =>
  t.database.db
    .select({ to: mailOutbox.recipient, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedId, id), eq(mailOutbox.kind, 'appointment-reminder')));

describe('the customer’s reminder the day before', () => {
  it('goes once, within the day before, to an invited customer, in the language it was made in', async () => {
    const due = await appointment(30);
    const english = await appointment(31, true, 'en');
    const notInvited = await appointment(30, false);
    // Too early: more than a day ahead.
    expect(await runReminders(new Date(NOW.getTime() + 5 * HOUR))).toBe(0);
    expect(await runReminders(new Date(NOW.getTime() + 8 * HOUR))).toBe(2);
    const [mail] = await remindersOf(due._id);
    expect(mail).toMatchObject({
      to: 'erika@example.ch',
      subject: 'Erinnerung: Wohnungsabgabe am 02.12.2026 16:00',
    });
    expect(mail?.text).toContain('erinnert Sie an Ihren Termin');
    expect((await remindersOf(english._id))[0]?.subject).toBe(
      'Reminder: Handover of the flat on 2 Dec 2026 17:00',
    );
    expect(await remindersOf(notInvited._id)).toEqual([]);
    // Once: the next hour finds them reminded.
    expect(await runReminders(new Date(NOW.getTime() + 9 * HOUR))).toBe(0);
    expect(await remindersOf(due._id)).toHaveLength(1);
  });

  it('does not go when the company switched reminders off, nor for an appointment made within the day', async () => {
    const soon = await appointment(20);
    expect((await call(tenant.owner.session, 'GET', '/api/appointment-settings')).json()).toEqual({
      customerReminders: true,
    });
    const off = await call(tenant.owner.session, 'PUT', '/api/appointment-settings', {
      customerReminders: false,
    });
    expect(off.json()).toEqual({ customerReminders: false });
    const later = await appointment(40);
    expect(await runReminders(new Date(NOW.getTime() + 20 * HOUR))).toBe(0);
    expect(await remindersOf(later._id)).toEqual([]);
    await call(tenant.owner.session, 'PUT', '/api/appointment-settings', { customerReminders: true });
    // Made 20 hours before it starts: the invitation is fresh, no reminder.
    expect(await runReminders(new Date(NOW.getTime() + 2 * HOUR))).toBe(0);
    expect(await remindersOf(soon._id)).toEqual([]);
    expect(
      (await call(tenant.user.session, 'PUT', '/api/appointment-settings', { customerReminders: false }))
        .statusCode,
    ).toBe(403);
  });
});
