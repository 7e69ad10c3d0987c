import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, contracts, mailOutbox, reviews } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { createTenant, createTestApp, type Session, type Tenant, type TestApp } from '../../testing/index.ts';
import { contractTestKit } from '../contracts/contract-test-support.ts';
import { REVIEW_AUTO_REQUEST_JOB, sendAutomaticReviewRequests } from './review-auto-requests.ts';
import { issueReviewRequest } from './reviews.service.ts';

const NOW = new Date('2026-12-01T09:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let clock = NOW;
const kit = contractTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

interface JobOptions {
  /** The move's start; its expected time is 7 hours (the worked example). */
  move?: string | null;
  cleaning?: { startAt: string; endAt: string | null } | null;
  status?: 'OPEN' | 'PENDING' | 'ACCEPTED' | 'REJECTED';
  email?: string | null;
}

/** A job of `session`'s company with the given dates, customer address and status. */
async function job(session: Session, options: JobOptions = {}) {
  const { move = ago(5 * DAY), cleaning = null, status = 'ACCEPTED', email = 'erika@example.ch' } = options;
  const created = await kit.createFull(session, {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName: 'Muster', email },
    relocationDetails: move ? { startAt: move, workers: 3 } : null,
    cleaningDetails: cleaning,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json()._id as string;
  await t.database.db.update(contracts).set({ status }).where(eq(contracts.id, id));
  return id;
}

/** The automatic sweep as the queue runs it, at `at`; answers how many requests it sent. */
async function sweep(at: Date = NOW): Promise<number> {
  clock = at;
  try {
    await t.database.db.transaction((tx) => t.app.jobs.enqueue(tx, REVIEW_AUTO_REQUEST_JOB, {}));
    const [outcome] = await t.app.jobs.runDue<number>(REVIEW_AUTO_REQUEST_JOB);
    expect(outcome?.ok).toBe(true);
    return outcome!.ok ? outcome!.value : 0;
  } finally {
    clock = NOW;
  }
}

/** The review request e-mails of a job. */
async function requestsOf(contractId: string) {
  return t.database.db
    .select({
      automatic: reviews.automatic,
      to: mailOutbox.recipient,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
    })
    .from(reviews)
    .innerJoin(mailOutbox, and(eq(mailOutbox.relatedId, reviews.id), eq(mailOutbox.kind, 'review-request')))
    .where(eq(reviews.contractId, contractId));
}

describe('automatic review requests after the job', () => {
  let on: Tenant;
  beforeAll(async () => {
    on = await createTenant(t, { company: { reviewAutoRequests: true, reviewAutoRequestDays: 3 } });
  });

  it('are off by default and switched by owners, 1 to 30 days after the job', async () => {
    const fresh = await createTenant(t);
    const settings = (
      await t.app.inject({
        method: 'GET',
        url: '/api/review-settings',
        headers: fresh.owner.session.headers,
      })
    ).json();
    expect(settings).toMatchObject({ autoRequests: false, autoRequestDays: 2 });
    for (const [days, status] of [
      [0, 400],
      [31, 400],
      [1.5, 400],
      [30, 200],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/review-settings',
        headers: fresh.owner.session.headers,
        payload: { ...settings, autoRequests: true, autoRequestDays: days },
      });
      expect(response.statusCode, String(days)).toBe(status);
      if (status === 400) expect(response.json().error.fields).toHaveProperty('autoRequestDays');
    }
    const user = await t.app.inject({
      method: 'PUT',
      url: '/api/review-settings',
      headers: fresh.user.session.headers,
      payload: { ...settings, autoRequests: true },
    });
    expect(user.statusCode).toBe(403);
  });

  it('ask each done job once, its days after it ended, in the language of its offer; never the lost, the unreachable or the asked', async () => {
    const done = await job(on.owner.session);
    const rejected = await job(on.owner.session, { status: 'REJECTED' });
    const neverAccepted = await job(on.owner.session, { status: 'PENDING' });
    const noEmail = await job(on.owner.session, { email: null });
    const asked = await job(on.owner.session);
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${asked}/review-request`,
      headers: on.owner.session.headers,
      payload: {},
    });
    expect(requested.statusCode).toBe(200);
    // Ended 3 days minus 5 hours ago: its start alone is more than 3 days back, its end is not.
    const longMove = await job(on.owner.session, { move: ago(3 * DAY + 2 * HOUR) });
    // The later of move and cleaning counts: moved 5 days ago, cleaned yesterday.
    const cleanedLater = await job(on.owner.session, {
      cleaning: { startAt: ago(DAY + 8 * HOUR), endAt: ago(DAY) },
    });
    // Long ago: switching the setting on does not write to every old customer.
    const old = await job(on.owner.session, { move: ago(20 * DAY) });
    const english = await job(on.owner.session, { status: 'OPEN' });
    const offer = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${english}/offers`,
      headers: on.owner.session.headers,
      payload: { language: 'en', validUntil: '2099-12-31' },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    await t.database.db.update(contracts).set({ status: 'ACCEPTED' }).where(eq(contracts.id, english));

    expect(await sweep()).toBe(2);
    const [mail] = await requestsOf(done);
    expect(mail).toMatchObject({ automatic: true, to: 'erika@example.ch' });
    expect(mail!.subject).toContain('Wie zufrieden waren Sie');
    expect(mail!.text).toMatch(/\/customers-reviews\?token=/);
    const [inEnglish] = await requestsOf(english);
    expect(inEnglish!.subject).toContain('How satisfied were you');
    expect(inEnglish!.text).toContain('/en/customers-reviews?token=');
    for (const id of [rejected, neverAccepted, noEmail, longMove, cleanedLater, old])
      expect(await requestsOf(id), id).toHaveLength(0);
    // The office's own request stands alone.
    const askedRows = await t.database.db.select().from(reviews).where(eq(reviews.contractId, asked));
    expect(askedRows.map((row) => row.automatic)).toEqual([false]);

    // The office sees who asked.
    const review = await t.app.inject({
      method: 'GET',
      url: '/api/reviews?state=open',
      headers: on.user.session.headers,
    });
    expect(
      review.json().items.find((item: { contractId: string }) => item.contractId === done),
    ).toMatchObject({ automatic: true, submittedAt: null });

    // Never twice: again now, and a day later when the long move and the cleaning are due too.
    expect(await sweep()).toBe(0);
    expect(await sweep(new Date(NOW.getTime() + 2 * DAY + HOUR))).toBe(2);
    expect(await requestsOf(longMove)).toHaveLength(1);
    expect(await requestsOf(cleanedLater)).toHaveLength(1);
    expect(await sweep(new Date(NOW.getTime() + 3 * DAY))).toBe(0);
    for (const id of [done, english]) expect(await requestsOf(id)).toHaveLength(1);
  });

  it('go once even when two sweeps run at the same time, and the database refuses a second one', async () => {
    const company = await createTenant(t, {
      company: { reviewAutoRequests: true, reviewAutoRequestDays: 1 },
    });
    const ids = [await job(company.owner.session), await job(company.owner.session)];
    const mailer = {
      enqueue: (tx, mail) => enqueueMail(tx, t.app.jobs, mail, 'localhost'),
    } as Pick<Mailer, 'enqueue'> as Mailer;
    const deps = { db: t.database.db, mailer, publicUrl: 'http://localhost', now: () => NOW };
    const [first, second] = await Promise.all([
      sendAutomaticReviewRequests(deps),
      sendAutomaticReviewRequests(deps),
    ]);
    expect(first + second).toBe(2);
    for (const id of ids) expect(await requestsOf(id)).toHaveLength(1);

    // Past every check: the one-automatic-request-per-job index inserts nothing, and nothing is sent.
    const again = await t.database.db.transaction((tx) =>
      issueReviewRequest(tx, deps, company.company.id, {
        to: {
          contractId: ids[0]!,
          customerId: null,
          customerName: 'Erika Muster',
          email: 'erika@example.ch',
          customerType: 'PERSON',
          gender: 'FEMALE',
          lastName: 'Muster',
        },
        appointmentId: null,
        language: 'de',
        now: NOW,
        automatic: true,
      }),
    );
    expect(again).toBeNull();
    expect(await requestsOf(ids[0]!)).toHaveLength(1);
  });

  it('respect the company’s days and switch, and another company’s setting', async () => {
    const later = await createTenant(t, { company: { reviewAutoRequests: true, reviewAutoRequestDays: 10 } });
    const off = await createTenant(t, { company: { reviewAutoRequests: false, reviewAutoRequestDays: 3 } });
    const inactive = await createTenant(t, {
      company: { reviewAutoRequests: true, reviewAutoRequestDays: 3 },
    });
    const waiting = await job(later.owner.session);
    const switchedOff = await job(off.owner.session);
    const ofInactive = await job(inactive.owner.session);
    await t.make.company(); // an unrelated company changes nothing
    await t.database.db.update(companies).set({ active: false }).where(eq(companies.id, inactive.company.id));

    await sweep();
    for (const id of [waiting, switchedOff, ofInactive]) expect(await requestsOf(id), id).toHaveLength(0);
    // Ten days after the move ended (5 days ago, 7 hours long), the patient company's customer is asked.
    await sweep(new Date(NOW.getTime() + 5 * DAY + 6 * HOUR));
    expect(await requestsOf(waiting)).toHaveLength(0);
    await sweep(new Date(NOW.getTime() + 5 * DAY + 8 * HOUR));
    expect(await requestsOf(waiting)).toHaveLength(1);
    expect(await requestsOf(switchedOff)).toHaveLength(0);
  });
});
