import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { companies, mailOutbox, offerReminders, offers } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { memoryRateLimitStore } from '../../platform/rate-limit.ts';
import { createTestApp, type Session, type TestApp } from '../../testing/index.ts';
import { contractTestKit } from '../contracts/contract-test-support.ts';
import { OFFER_REMINDER_JOB, sendDueOfferReminders } from './offer-reminders.ts';

// 10:00 in Zurich; the offers below are sent the day before.
const NOW = new Date('2026-12-01T09:00:00Z');
const DAY = 86_400_000;

let t: TestApp;
let clock = NOW;
const kit = contractTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** A job sent as an offer `sentDaysAgo` days before NOW, valid until `validUntil`; answers the offer's id. */
async function sentOffer(session: Session, validUntil: string, options: { sentDaysAgo?: number } = {}) {
  const job = await kit.call(session, 'POST', '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName: 'Muster', email: 'erika@example.ch' },
  });
  expect(job.statusCode, job.body).toBe(201);
  clock = new Date(NOW.getTime() - (options.sentDaysAgo ?? 1) * DAY);
  try {
    const sent = await kit.call(session, 'POST', `/api/contracts/${job.json()._id}/offers`, {
      language: 'de',
      validUntil,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // Sent at the test's clock (the database stamps its own time).
    await t.database.db.update(offers).set({ createdAt: clock }).where(eq(offers.id, sent.json()._id));
    return sent.json()._id as string;
  } finally {
    clock = NOW;
  }
}

/** The sweep as the queue runs it, at `at`; answers how many reminders it sent. */
async function sweep(at: Date = NOW): Promise<number> {
  clock = at;
  try {
    await t.database.db.transaction((tx) => t.app.jobs.enqueue(tx, OFFER_REMINDER_JOB, {}));
    const [outcome] = await t.app.jobs.runDue<number>(OFFER_REMINDER_JOB);
    expect(outcome?.ok).toBe(true);
    return outcome!.ok ? outcome!.value : 0;
  } finally {
    clock = NOW;
  }
}

const remindersOf = (offerId: string) =>
  t.database.db
    .select({ to: mailOutbox.recipient, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedId, offerId), eq(mailOutbox.kind, 'offer-reminder')));

/** The deps the sweep runs with, its e-mails into this app's outbox. */
function sweepDeps(now: Date) {
  const mailer = {
    enqueue: (tx, mail) => enqueueMail(tx, t.app.jobs, mail, 'localhost'),
  } as Pick<Mailer, 'enqueue'> as Mailer;
  return { db: t.database.db, mailer, publicUrl: 'http://localhost', now: () => now };
}

describe('the reminder before an offer expires', () => {
  it('goes once to a pending offer, N days before its last day, with a link that opens the offer', async () => {
    const tenant = await kit.company();
    const due = await sentOffer(tenant.user, '2026-12-03');
    const notYet = await sentOffer(tenant.user, '2026-12-04');

    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await remindersOf(due);
    expect(more).toHaveLength(0);
    expect(mail!.to).toBe('erika@example.ch');
    expect(mail!.subject).toMatch(/^Erinnerung: Offerte Nr\. 1000 gültig bis 03\.12\.2026$/);
    expect(mail!.text).toContain('Sehr geehrte Frau Muster');
    expect(await remindersOf(notYet)).toHaveLength(0);

    // The reminder's own link opens the same offer (and the first link keeps working).
    const token = /accept-contract\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const page = await t.app.inject({ method: 'GET', url: `/api/public/offers/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().contract.number).toBe(1000);

    // The office sees it in the list.
    const listed = await kit.call(tenant.user, 'GET', `/api/offers/${due}`);
    expect(listed.json().remindedAt).toBe(NOW.toISOString());

    // Later runs the same day and the next days: never again.
    expect(await remindersOf(due)).toHaveLength(1);
    await sweep(new Date(NOW.getTime() + 3_600_000));
    await sweep(new Date(NOW.getTime() + DAY));
    expect(await remindersOf(due)).toHaveLength(1);
    // The other one's day came.
    expect(await remindersOf(notYet)).toHaveLength(1);
  });

  it('is not sent for accepted, rejected, replaced, expired, fresh offers, without an address, nor when switched off', async () => {
    const tenant = await kit.company();
    const accepted = await sentOffer(tenant.user, '2026-12-02');
    const rejected = await sentOffer(tenant.user, '2026-12-02');
    const replaced = await sentOffer(tenant.user, '2026-12-02');
    const expired = await sentOffer(tenant.user, '2026-11-30', { sentDaysAgo: 5 });
    // Sent today, ending tomorrow: fresh in the customer's mind.
    const fresh = await sentOffer(tenant.user, '2026-12-02', { sentDaysAgo: 0 });
    const noAddress = await sentOffer(tenant.user, '2026-12-02');
    await t.database.db.update(offers).set({ recipient: '' }).where(eq(offers.id, noAddress));
    const at = new Date();
    await t.database.db.update(offers).set({ acceptedAt: at }).where(eq(offers.id, accepted));
    await t.database.db.update(offers).set({ rejectedAt: at }).where(eq(offers.id, rejected));
    await t.database.db.update(offers).set({ replacedAt: at }).where(eq(offers.id, replaced));

    const off = await kit.company({ offerReminders: false });
    const switchedOff = await sentOffer(off.user, '2026-12-02');

    await sweep();
    for (const id of [accepted, rejected, replaced, expired, fresh, noAddress, switchedOff])
      expect(await remindersOf(id), id).toHaveLength(0);
  });

  it('respects the company’s number of days', async () => {
    const tenant = await kit.company({ offerReminderDays: 5 });
    const id = await sentOffer(tenant.user, '2026-12-06');
    await sweep();
    expect(await remindersOf(id)).toHaveLength(1);
  });

  it('goes once when two sweeps run at the same time, and once under a restarted worker', async () => {
    const tenant = await kit.company();
    const ids = [await sentOffer(tenant.user, '2026-12-02'), await sentOffer(tenant.user, '2026-12-02')];
    const deps = sweepDeps(NOW);
    const [first, second] = await Promise.all([sendDueOfferReminders(deps), sendDueOfferReminders(deps)]);
    expect(first + second).toBeGreaterThanOrEqual(2);
    for (const id of ids) expect(await remindersOf(id)).toHaveLength(1);

    // A worker started afresh on the same database runs the sweep of the same day again: nothing.
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent' });
    const restarted = await buildApp({
      config,
      database: t.database,
      rateLimitStore: memoryRateLimitStore(),
      countryOf: () => null,
      jobs: { runWorker: false },
      now: () => NOW,
    });
    await restarted.ready();
    try {
      await t.database.db.transaction((tx) => restarted.jobs.enqueue(tx, OFFER_REMINDER_JOB, {}));
      const [outcome] = await restarted.jobs.runDue<number>(OFFER_REMINDER_JOB);
      expect(outcome?.ok).toBe(true);
    } finally {
      await restarted.close();
    }
    for (const id of ids) expect(await remindersOf(id)).toHaveLength(1);

    // The database itself refuses a second reminder of an offer on one day.
    const [row] = await t.database.db
      .select()
      .from(offerReminders)
      .where(eq(offerReminders.offerId, ids[0]!));
    await expect(
      t.database.db.insert(offerReminders).values({
        companyId: row!.companyId,
        offerId: row!.offerId,
        day: row!.day,
        tokenHash: 'another',
      }),
    ).rejects.toThrow();
  });
});

describe('sending an expired offer again with a new validity', () => {
  it('creates a new offer to the same recipient, valid for the company’s days, and replaces the old one', async () => {
    const tenant = await kit.company({ offerValidityDays: 10 });
    const old = await sentOffer(tenant.user, '2026-11-30', { sentDaysAgo: 5 });
    const expiredList = await kit.call(tenant.user, 'GET', '/api/offers?state=expired');
    expect(expiredList.json().items.map((offer: { _id: string }) => offer._id)).toEqual([old]);

    const resent = await kit.call(tenant.user, 'POST', `/api/offers/${old}/resend`);
    expect(resent.statusCode, resent.body).toBe(201);
    const offer = resent.json();
    expect(offer._id).not.toBe(old);
    expect(offer.validUntil).toBe('2026-12-11');
    expect(offer.recipient).toBe('erika@example.ch');
    expect(offer.state).toBe('open');
    const [mail] = await t.database.db
      .select({ to: mailOutbox.recipient })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.relatedId, offer._id), eq(mailOutbox.kind, 'offer')));
    expect(mail?.to).toBe('erika@example.ch');
    expect((await kit.call(tenant.user, 'GET', `/api/offers/${old}`)).json().state).toBe('replaced');
    expect((await kit.call(tenant.user, 'GET', '/api/offers?state=expired')).json().total).toBe(0);

    // Once: the old one is replaced now; an open one is not "expired" either.
    const again = await kit.call(tenant.user, 'POST', `/api/offers/${old}/resend`, undefined, 'de');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('error_offer_not_expired');
    expect(again.json().error.message).toMatch(/^Nur eine abgelaufene Offerte/);
    expect((await kit.call(tenant.user, 'POST', `/api/offers/${offer._id}/resend`)).statusCode).toBe(409);
  });

  it('answers 404 for another company’s offer, like a missing one, and changes nothing', async () => {
    const tenant = await kit.company();
    const other = await kit.company();
    const old = await sentOffer(tenant.user, '2026-11-30', { sentDaysAgo: 5 });
    const foreign = await kit.call(other.owner, 'POST', `/api/offers/${old}/resend`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('error_resource_not_found');
    expect((await kit.call(tenant.user, 'GET', `/api/offers/${old}`)).json().state).toBe('expired');
  });
});

describe('the offer settings', () => {
  it('are the owner’s: defaults, a change, bad values refused, a user refused', async () => {
    const tenant = await kit.company();
    const read = await kit.call(tenant.owner, 'GET', '/api/offer-settings');
    expect(read.json()).toEqual({
      reminders: true,
      reminderDays: 2,
      validityDays: 14,
      signatureRequired: false,
    });
    const next = { reminders: false, reminderDays: 4, validityDays: 30, signatureRequired: true };
    const changed = await kit.call(tenant.owner, 'PUT', '/api/offer-settings', next);
    expect(changed.json()).toEqual(next);
    const [row] = await t.database.db
      .select({ days: companies.offerReminderDays })
      .from(companies)
      .where(eq(companies.id, tenant.id));
    expect(row?.days).toBe(4);

    const bad = await kit.call(
      tenant.owner,
      'PUT',
      '/api/offer-settings',
      { ...next, reminderDays: 0 },
      'de',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.reminderDays).toBeTruthy();
    expect((await kit.call(tenant.user, 'PUT', '/api/offer-settings', next)).statusCode).toBe(403);
    expect((await kit.call(tenant.owner, 'GET', '/api/offer-settings')).json()).toEqual(next);
  });
});
