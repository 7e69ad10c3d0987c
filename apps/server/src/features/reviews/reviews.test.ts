import { REVIEW_AREAS } from '@maxer/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appointments, contracts, mailOutbox, reviews } from '../../db/schema/index.ts';
import {
  addressOf,
  connected,
  createTenant,
  createTestApp,
  openSocket,
  type Session,
  type Tenant,
  type TestApp,
} from '../../testing/index.ts';
import { contractTestKit } from '../contracts/contract-test-support.ts';
import { REVIEW_REMINDER_JOB } from './review-reminders.ts';

const NOW = new Date('2026-12-01T09:00:00Z');
const DAY = 86_400_000;

let t: TestApp;
let tenant: Tenant;
/** The server's clock: NOW, moved on by a test that needs time to pass. */
let clock = NOW;
const jobs = contractTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  tenant = await createTenant(t);
  // Real-time announcements need a listening server.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const call = (
  session: Session,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  language = 'de',
) => t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

/** Every area rated `stars`, the first with a comment, and an overall comment. */
function answer(stars: number | null = 5) {
  return {
    areas: Object.fromEntries(
      REVIEW_AREAS.map((area, index) => [area, { rating: stars, comment: index === 0 ? 'Sehr gut' : null }]),
    ),
    comment: 'Alles bestens, danke!',
  };
}

/** The request e-mails of a review, oldest first, with the token of each one's link. */
async function requestMails(reviewId: string) {
  const rows = await t.database.db
    .select({
      to: mailOutbox.recipient,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedType, 'review'), eq(mailOutbox.relatedId, reviewId)))
    .orderBy(mailOutbox.createdAt);
  return rows.map((row) => ({
    ...row,
    token: /customers-reviews\?token=([A-Za-z0-9_-]+)/.exec(row.text)?.[1] ?? null,
  }));
}

async function createJob(session: Session) {
  return (await jobs.createFull(session)).json() as {
    _id: string;
    number: number;
    customer: { _id: string };
  };
}

async function requestFor(session: Session, contractId: string, language?: 'de' | 'en') {
  const response = await call(session, 'POST', `/api/contracts/${contractId}/review-request`, {
    ...(language ? { language } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  const review = response.json() as { _id: string };
  const [mail] = (await requestMails(review._id)).slice(-1);
  return { review, mail: mail!, token: mail!.token! };
}

describe('review requests', () => {
  it('e-mail the customer a link in the chosen language; only the hash of its token is kept', async () => {
    const job = await createJob(tenant.user.session);
    const { review, mail, token } = await requestFor(tenant.user.session, job._id, 'en');
    expect(review).toMatchObject({
      contractId: job._id,
      contractNumber: job.number,
      customerName: 'Erika Muster',
      recipient: 'erika@example.ch',
      language: 'en',
      submittedAt: null,
      average: null,
    });
    expect(mail.to).toBe('erika@example.ch');
    expect(mail.subject).toContain('How satisfied were you');
    expect(mail.text).toContain(`/en/customers-reviews?token=${token}`);
    expect(mail.html).toContain(`/en/customers-reviews?token=${token}`);
    // 256 bits of randomness in base64url; the database holds its SHA-256 only.
    expect(token.length).toBeGreaterThanOrEqual(22);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, review._id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$|^[A-Za-z0-9_-]{43}$/);
  });

  it('are refused for a customer without an e-mail address, and for another company’s job', async () => {
    const created = await call(tenant.owner.session, 'POST', '/api/contracts', {
      newCustomer: { lastName: 'Ohne' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const contract = created.json() as { _id: string };
    const refused = await call(
      tenant.owner.session,
      'POST',
      `/api/contracts/${contract._id}/review-request`,
      {},
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('error_review_no_email');
    const stranger = await call(
      tenant.stranger.session,
      'POST',
      `/api/contracts/${contract._id}/review-request`,
      {},
    );
    expect(stranger.statusCode).toBe(404);
  });

  it('asking again sends a new link and the old one stops working', async () => {
    const job = await createJob(tenant.owner.session);
    const first = await requestFor(tenant.owner.session, job._id);
    const second = await requestFor(tenant.owner.session, job._id);
    expect(second.review._id).toBe(first.review._id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/reviews/${first.token}` })).statusCode,
    ).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: `/api/public/reviews/${second.token}` });
    expect(page.statusCode).toBe(200);
    expect(second.mail.subject).toContain('Wie zufrieden waren Sie');
  });
});

describe('the customer’s review', () => {
  it('is shown with the company’s name, submitted once, marks the job REVIEWED and tells the office live', async () => {
    const job = await createJob(tenant.owner.session);
    const { review, token } = await requestFor(tenant.owner.session, job._id);
    const socket = openSocket(addressOf(t.app), tenant.user.session.token);
    await connected(socket);
    const pushed: string[] = [];
    socket.on('notification.created', ({ notificationId }: { notificationId: string }) =>
      pushed.push(notificationId),
    );

    const page = await t.app.inject({ method: 'GET', url: `/api/public/reviews/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json()).toEqual({
      language: 'de',
      company: expect.objectContaining({ name: tenant.company.name, hasLogo: false }),
      customerName: 'Erika Muster',
      contractNumber: job.number,
      submittedAt: null,
      funnel: null,
      publicReviewUrl: null,
      followUpSent: false,
    });

    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/public/reviews/${token}`,
      payload: answer(4),
      headers: { 'user-agent': 'Phone' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().submittedAt).toBe(NOW.toISOString());
    // A second answer is refused; the page still opens (its thanks).
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/public/reviews/${token}`,
      payload: answer(1),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('error_review_submitted');
    const reopened = await t.app.inject({ method: 'GET', url: `/api/public/reviews/${token}` });
    expect(reopened.json().submittedAt).toBe(NOW.toISOString());

    const [contract] = await t.database.db
      .select({ status: contracts.status })
      .from(contracts)
      .where(eq(contracts.id, job._id));
    expect(contract!.status).toBe('REVIEWED');

    const detail = await call(tenant.user.session, 'GET', `/api/reviews/${review._id}`);
    expect(detail.json()).toMatchObject({
      average: 4,
      comment: 'Alles bestens, danke!',
      areas: { serviceQuality: { rating: 4, comment: 'Sehr gut' }, team: { rating: 4, comment: null } },
    });
    const [stored] = await t.database.db
      .select({ userAgent: reviews.userAgent, ip: reviews.ip })
      .from(reviews)
      .where(eq(reviews.id, review._id));
    expect(stored).toMatchObject({ userAgent: 'Phone', ip: expect.any(String) });

    const bell = await call(tenant.user.session, 'GET', '/api/notifications');
    const told = bell.json().items.find((item: { kind: string }) => item.kind === 'reviewSubmitted');
    expect(told).toMatchObject({
      data: { reviewId: review._id, contractNumber: job.number, customerName: 'Erika Muster', rating: 4 },
    });
    await vi.waitFor(() => expect(pushed).toContain(told._id), { timeout: 5000 });
    socket.close();

    // Once answered, there is nothing more to ask.
    const refused = await call(tenant.owner.session, 'POST', `/api/contracts/${job._id}/review-request`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('error_review_submitted');
  });

  it('refuses stars out of range and an empty review, naming the field', async () => {
    const job = await createJob(tenant.owner.session);
    const { token } = await requestFor(tenant.owner.session, job._id);
    const six = answer(5);
    (six.areas as Record<string, { rating: number | null }>).team!.rating = 6;
    const tooMany = await t.app.inject({ method: 'POST', url: `/api/public/reviews/${token}`, payload: six });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toHaveProperty(['areas.team.rating']);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/public/reviews/${token}`,
      payload: { ...answer(null), comment: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    // Nothing was stored: the customer can still answer.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/reviews/${token}` })).json().submittedAt,
    ).toBeNull();
  });

  it('an unknown link is 404, an expired one 410, for viewing and submitting', async () => {
    const unknown = 'x'.repeat(43);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/reviews/${unknown}` })).json().error.code,
    ).toBe('error_review_link_not_found');
    const job = await createJob(tenant.owner.session);
    const { token } = await requestFor(tenant.owner.session, job._id);
    clock = new Date(NOW.getTime() + 61 * DAY);
    try {
      const view = await t.app.inject({ method: 'GET', url: `/api/public/reviews/${token}` });
      expect(view.statusCode).toBe(410);
      expect(view.json().error.code).toBe('error_review_link_expired');
      const submit = await t.app.inject({
        method: 'POST',
        url: `/api/public/reviews/${token}`,
        payload: answer(),
      });
      expect(submit.statusCode).toBe(410);
    } finally {
      clock = NOW;
    }
  });

  it('of an appointment marks the appointment reviewed', async () => {
    const job = await createJob(tenant.owner.session);
    const made = await call(tenant.owner.session, 'POST', '/api/appointments', {
      kind: 'move',
      startsAt: new Date(NOW.getTime() + 2 * DAY).toISOString(),
      durationMinutes: 240,
      contractId: job._id,
      customerId: job.customer._id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const appointmentId = made.json()._id as string;
    const requested = await call(
      tenant.owner.session,
      'POST',
      `/api/appointments/${appointmentId}/review-request`,
      {},
    );
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toMatchObject({ appointmentId, contractId: job._id });
    const [mail] = await requestMails(requested.json()._id);
    const token = mail!.token!;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/public/reviews/${token}`, payload: answer(3) }))
        .statusCode,
    ).toBe(200);
    const [row] = await t.database.db
      .select({ reviewedAt: appointments.reviewedAt })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    expect(row!.reviewedAt).toEqual(NOW);
    const shown = await call(tenant.owner.session, 'GET', `/api/appointments/${appointmentId}`);
    expect(shown.json().reviewedAt).toBe(NOW.toISOString());
  });
});

describe('the office’s list', () => {
  it('filters by day and stars, pages on the server, averages each area over the filter, and stays the company’s', async () => {
    const company = await createTenant(t);
    const stars = [5, 4, 2];
    for (const value of stars) {
      const job = await createJob(company.owner.session);
      const { token } = await requestFor(company.owner.session, job._id);
      await t.app.inject({ method: 'POST', url: `/api/public/reviews/${token}`, payload: answer(value) });
    }
    // One unanswered.
    await requestFor(company.owner.session, (await createJob(company.owner.session))._id);

    const all = await call(company.user.session, 'GET', '/api/reviews?pageSize=2');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, submitted: 3, page: 1, pageSize: 2 });
    expect(all.json().items).toHaveLength(2);
    expect(all.json().averages.serviceQuality).toBeCloseTo(3.7, 5);
    expect(all.json().overall).toBeCloseTo(3.7, 5);

    const good = await call(company.user.session, 'GET', '/api/reviews?minRating=4');
    expect(good.json()).toMatchObject({ total: 2 });
    expect(good.json().averages.team).toBe(4.5);
    const open = await call(company.user.session, 'GET', '/api/reviews?state=open');
    expect(open.json()).toMatchObject({ total: 1, items: [{ submittedAt: null }] });
    const today = await call(company.user.session, 'GET', '/api/reviews?from=2026-12-01&to=2026-12-01');
    expect(today.json().total).toBe(3);
    const later = await call(company.user.session, 'GET', '/api/reviews?from=2026-12-02');
    expect(later.json().total).toBe(0);

    // Another company sees none of them, nor one of them by id.
    const stranger = await call(company.stranger.session, 'GET', '/api/reviews?state=all');
    expect(stranger.json().total).toBe(0);
    const one = all.json().items[0]._id as string;
    expect((await call(company.stranger.session, 'GET', `/api/reviews/${one}`)).statusCode).toBe(404);
  });
});

describe('reminders', () => {
  it('are set up by owners: on or off, after 1 to 30 days', async () => {
    const company = await createTenant(t);
    const defaults = {
      reminders: true,
      reminderDays: 5,
      publicReviewUrl: null,
      autoRequests: false,
      autoRequestDays: 2,
    };
    expect((await call(company.owner.session, 'GET', '/api/review-settings')).json()).toEqual(defaults);
    const changed = await call(company.owner.session, 'PUT', '/api/review-settings', {
      ...defaults,
      reminders: false,
      reminderDays: 7,
    });
    expect(changed.json()).toEqual({ ...defaults, reminders: false, reminderDays: 7 });
    const tooLate = await call(company.owner.session, 'PUT', '/api/review-settings', {
      ...defaults,
      reminderDays: 31,
    });
    expect(tooLate.statusCode).toBe(400);
    expect((await call(company.user.session, 'PUT', '/api/review-settings', changed.json())).statusCode).toBe(
      403,
    );
    // The other company keeps its own.
    expect((await call(company.stranger.session, 'GET', '/api/review-settings')).json().reminders).toBe(true);
  });

  it('remind an open request once after the company’s number of days, with a link of its own', async () => {
    const company = await createTenant(t, { company: { reviewReminderDays: 3 } });
    const job = await createJob(company.owner.session);
    const { review, token } = await requestFor(company.owner.session, job._id);
    expect(await remindersFor(new Date(NOW.getTime() + 2 * DAY), review._id)).toBe(1);
    expect(await remindersFor(new Date(NOW.getTime() + 3 * DAY + 3_600_000), review._id)).toBe(2);
    expect(await remindersFor(new Date(NOW.getTime() + 4 * DAY), review._id)).toBe(2);
    const mails = await requestMails(review._id);
    expect(mails[1]!.token).not.toBe(token);
    // Both links open the same review.
    for (const link of [token, mails[1]!.token!]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/public/reviews/${link}` })).statusCode).toBe(
        200,
      );
    }
  });

  it('are not sent when the company switched them off, nor after an answer', async () => {
    const off = await createTenant(t, { company: { reviewReminders: false } });
    const first = await requestFor(off.owner.session, (await createJob(off.owner.session))._id);
    const on = await createTenant(t);
    const second = await requestFor(on.owner.session, (await createJob(on.owner.session))._id);
    await t.app.inject({ method: 'POST', url: `/api/public/reviews/${second.token}`, payload: answer() });
    expect(await remindersFor(new Date(NOW.getTime() + 10 * DAY), first.review._id)).toBe(1);
    expect(await remindersFor(new Date(NOW.getTime() + 10 * DAY), second.review._id)).toBe(1);
  });
});

/** Runs the reminders at `at`; answers how many e-mails review `id` has then. */
async function remindersFor(at: Date, id: string): Promise<number> {
  clock = at;
  try {
    await t.database.db.transaction((tx) => t.app.jobs.enqueue(tx, REVIEW_REMINDER_JOB, {}));
    const [outcome] = await t.app.jobs.runDue<number>(REVIEW_REMINDER_JOB);
    expect(outcome?.ok).toBe(true);
  } finally {
    clock = NOW;
  }
  return (await requestMails(id)).length;
}
