import { REVIEW_AREAS, REVIEW_FUNNEL_HIGH, REVIEW_FUNNEL_LOW, reviewFunnelOf } from '@maxer/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { createTenant, createTestApp, type Session, type Tenant, type TestApp } from '../../testing/index.ts';
import { contractTestKit } from '../contracts/contract-test-support.ts';
import { alertOwnersOfLowReview, LOW_REVIEW_MAIL } from './review-alert.ts';

const NOW = new Date('2026-12-01T09:00:00Z');
const GOOGLE = 'https://g.page/r/CZ-umzuege-muster/review';

let t: TestApp;
let clock = NOW;
const jobs = contractTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const call = (
  session: Session,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  language = 'de',
) => t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

const publicCall = (method: 'GET' | 'POST', url: string, payload?: object, language = 'de') =>
  t.app.inject({ method, url, payload, headers: { 'accept-language': language } });

/** The first areas rated as given, the others skipped. */
function ratings(stars: number[], comment: string | null = null) {
  return {
    areas: Object.fromEntries(
      REVIEW_AREAS.map((area, index) => [area, { rating: stars[index] ?? null, comment: null }]),
    ),
    comment,
  };
}

/** A job of `session`'s company asked for a review; the link's token. */
async function askedJob(session: Session) {
  const job = (await jobs.createFull(session)).json() as { _id: string; number: number };
  const requested = await call(session, 'POST', `/api/contracts/${job._id}/review-request`, {});
  expect(requested.statusCode, requested.body).toBe(200);
  const reviewId = requested.json()._id as string;
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedId, reviewId), eq(mailOutbox.kind, 'review-request')));
  const token = /customers-reviews\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  return { job, reviewId, token };
}

async function answered(session: Session, stars: number[], comment: string | null = null) {
  const asked = await askedJob(session);
  const submitted = await publicCall('POST', `/api/public/reviews/${asked.token}`, ratings(stars, comment));
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { ...asked, page: submitted.json() };
}

const alertMails = (reviewId: string) =>
  t.database.db
    .select({ to: mailOutbox.recipient, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedId, reviewId), eq(mailOutbox.kind, LOW_REVIEW_MAIL)))
    .orderBy(mailOutbox.recipient);

const settingsOf = (url: string | null) => ({
  reminders: true,
  reminderDays: 5,
  publicReviewUrl: url,
  autoRequests: false,
  autoRequestDays: 2,
});

describe('the public review address', () => {
  it('is set by owners: a full https address, or nothing; anything else is refused in either language', async () => {
    const tenant = await createTenant(t);
    const saved = await call(tenant.owner.session, 'PUT', '/api/review-settings', settingsOf(` ${GOOGLE} `));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().publicReviewUrl).toBe(GOOGLE);
    expect((await call(tenant.owner.session, 'GET', '/api/review-settings')).json().publicReviewUrl).toBe(
      GOOGLE,
    );

    for (const bad of [
      'http://g.page/r/abc/review',
      'g.page/r/abc',
      'javascript:alert(1)',
      'https://user:secret@g.page/r/abc',
      'https://localhost/review',
      `https://example.ch/${'x'.repeat(500)}`,
    ]) {
      const refused = await call(tenant.owner.session, 'PUT', '/api/review-settings', settingsOf(bad));
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().error.fields.publicReviewUrl, bad).toEqual({
        code: 'error_review_url_invalid',
        message: expect.stringContaining('https://'),
      });
    }
    const english = await call(
      tenant.owner.session,
      'PUT',
      '/api/review-settings',
      settingsOf('http://x.ch'),
      'en',
    );
    expect(english.json().error.fields.publicReviewUrl.message).toMatch(/^Enter the full address/);
    const german = await call(tenant.owner.session, 'PUT', '/api/review-settings', settingsOf('http://x.ch'));
    expect(german.json().error.fields.publicReviewUrl.message).toMatch(/^Geben Sie die vollständige Adresse/);

    // Empty takes it away; a user may not set it; the other company keeps none.
    const cleared = await call(tenant.owner.session, 'PUT', '/api/review-settings', settingsOf(''));
    expect(cleared.json().publicReviewUrl).toBeNull();
    expect(
      (await call(tenant.user.session, 'PUT', '/api/review-settings', settingsOf(GOOGLE))).statusCode,
    ).toBe(403);
    expect(
      (await call(tenant.stranger.session, 'GET', '/api/review-settings')).json().publicReviewUrl,
    ).toBeNull();
  });
});

describe('the review funnel', () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await createTenant(t, { company: { reviewPublicUrl: GOOGLE } });
  });

  it('draws the line at the domain’s marks, on the one-decimal average the office sees', () => {
    expect([REVIEW_FUNNEL_HIGH, REVIEW_FUNNEL_LOW]).toEqual([4.5, 2.5]);
    expect([4.5, 4.4, 3, 2.6, 2.5, 1, null].map(reviewFunnelOf)).toEqual([
      'high',
      'neutral',
      'neutral',
      'neutral',
      'low',
      'low',
      'neutral',
    ]);
  });

  it('invites a happy customer (average 4.5) to the company’s public page, also on a later visit', async () => {
    const { page, token } = await answered(tenant.owner.session, [5, 4]);
    expect(page).toMatchObject({ funnel: 'high', publicReviewUrl: GOOGLE, followUpSent: false });
    const again = await publicCall('GET', `/api/public/reviews/${token}`);
    expect(again.json()).toMatchObject({ funnel: 'high', publicReviewUrl: GOOGLE });
    // Nothing to follow up on a good review.
    const follow = await publicCall('POST', `/api/public/reviews/${token}/follow-up`, { text: 'Noch etwas' });
    expect(follow.statusCode).toBe(409);
    expect(follow.json().error.code).toBe('error_review_follow_up_not_asked');
  });

  it('just thanks a customer below the high mark (4.4) or above the low one (2.6), and alerts no one', async () => {
    const almost = await answered(tenant.owner.session, [5, 4, 4, 4, 5]);
    expect(almost.page).toMatchObject({ funnel: 'neutral', publicReviewUrl: null });
    const middling = await answered(tenant.owner.session, [3, 3, 2, 3, 2]);
    expect(middling.page).toMatchObject({ funnel: 'neutral', publicReviewUrl: null });
    expect(await alertMails(middling.reviewId)).toHaveLength(0);
    // Only a comment, no stars: nothing to measure.
    const words = await answered(tenant.owner.session, [], 'Nur ein Wort');
    expect(words.page).toMatchObject({ funnel: 'neutral' });
  });

  it('gives no invitation when the company has no public page', async () => {
    const plain = await createTenant(t);
    const { page } = await answered(plain.owner.session, [5, 5, 5]);
    expect(page).toMatchObject({ funnel: 'high', publicReviewUrl: null });
  });

  it('asks an unhappy customer (2.5) what went wrong and alerts every active owner once, by e-mail and in the app', async () => {
    const company = await createTenant(t, {
      company: { reviewPublicUrl: GOOGLE },
      owner: { firstName: 'Otto', lastName: 'Inhaber', language: 'de' },
    });
    const english = await t.make.user(company.company.id, {
      role: 'OWNER',
      firstName: 'Olivia',
      lastName: 'Owner',
      language: 'en',
      email: `olivia-${Date.now()}@example.com`,
    });
    await t.make.user(company.company.id, { role: 'OWNER', active: false });

    const { page, reviewId, job, token } = await answered(company.owner.session, [2, 3], 'Kratzer am Tisch');
    // The public page is not offered to an unhappy customer, even though the company has one.
    expect(page).toMatchObject({ funnel: 'low', publicReviewUrl: null, followUpSent: false });

    const mails = await alertMails(reviewId);
    expect(mails.map((mail) => mail.to).sort()).toEqual([company.owner.account.email, english.email].sort());
    const german = mails.find((mail) => mail.to === company.owner.account.email)!;
    expect(german.subject).toBe('Schlechte Bewertung: Erika Muster (2.5 von 5 Sternen)');
    expect(german.text).toContain('Guten Tag Otto Inhaber');
    expect(german.text).toContain(`Erika Muster hat Auftrag ${job.number} mit durchschnittlich 2.5`);
    expect(german.text).toContain('«Kratzer am Tisch»');
    expect(german.text).toContain(`/reviews/${reviewId}`);
    const inEnglish = mails.find((mail) => mail.to === english.email)!;
    expect(inEnglish.subject).toBe('Poor review: Erika Muster (2.5 of 5 stars)');
    expect(inEnglish.text).toContain(`/en/reviews/${reviewId}`);

    // In the app: the owners get the alert (not also the plain "review came in"), users the plain one.
    const ownerBell = (await call(company.owner.session, 'GET', '/api/notifications')).json().items as {
      kind: string;
      data: object;
    }[];
    expect(ownerBell.map((item) => item.kind)).toEqual(['reviewLow']);
    expect(ownerBell[0]!.data).toMatchObject({ reviewId, rating: 2.5, contractNumber: job.number });
    const userBell = (await call(company.user.session, 'GET', '/api/notifications')).json().items as {
      kind: string;
    }[];
    expect(userBell.map((item) => item.kind)).toEqual(['reviewSubmitted']);

    // Once: a second alert of the same review does nothing.
    const detail = await call(company.owner.session, 'GET', `/api/reviews/${reviewId}`);
    expect(detail.json().alertedAt).toBe(NOW.toISOString());
    const enqueued: unknown[] = [];
    const mailer = { enqueue: async (...args: unknown[]) => enqueued.push(args) } as unknown as Mailer;
    const again = await t.database.db.transaction((tx) =>
      alertOwnersOfLowReview(
        tx,
        { mailer, publicUrl: 'http://localhost' },
        {
          companyId: company.company.id,
          reviewId,
          customerName: 'Erika Muster',
          contractId: job._id,
          contractNumber: job.number,
          rating: 2.5,
          comment: null,
        },
        NOW,
      ),
    );
    expect(again).toEqual([]);
    expect(enqueued).toEqual([]);
    expect(await alertMails(reviewId)).toHaveLength(2);
    const lows = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.companyId, company.company.id), eq(notifications.kind, 'reviewLow')));
    expect(lows).toHaveLength(2);

    // What went wrong: required, sent once, shown to the office on the review.
    const empty = await publicCall('POST', `/api/public/reviews/${token}/follow-up`, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('text');
    const sent = await publicCall('POST', `/api/public/reviews/${token}/follow-up`, {
      text: 'Der Tisch hat einen Kratzer, und niemand hat sich gemeldet.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ funnel: 'low', followUpSent: true });
    expect((await publicCall('GET', `/api/public/reviews/${token}`)).json().followUpSent).toBe(true);
    const twice = await publicCall(
      'POST',
      `/api/public/reviews/${token}/follow-up`,
      { text: 'Noch was' },
      'en',
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'error_review_follow_up_sent',
      message: 'Your message has already reached us. Thank you!',
    });
    const shown = (await call(company.user.session, 'GET', `/api/reviews/${reviewId}`)).json();
    expect(shown).toMatchObject({
      followUp: 'Der Tisch hat einen Kratzer, und niemand hat sich gemeldet.',
      followUpAt: NOW.toISOString(),
    });
    // Still no more alerts, and another company sees nothing of it.
    expect(await alertMails(reviewId)).toHaveLength(2);
    expect((await call(company.stranger.session, 'GET', `/api/reviews/${reviewId}`)).statusCode).toBe(404);
  });

  it('takes no follow-up before the review is answered, nor through an unknown link', async () => {
    const { token } = await askedJob(tenant.owner.session);
    const early = await publicCall('POST', `/api/public/reviews/${token}/follow-up`, { text: 'Vorab' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('error_review_follow_up_not_asked');
    const unknown = await publicCall('POST', `/api/public/reviews/${'x'.repeat(43)}/follow-up`, {
      text: 'Hallo',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the trend over months', () => {
  /** Answers a review of `session`'s company at `at` with every area rated `stars`. */
  async function answeredAt(session: Session, at: string, stars: number) {
    clock = new Date(at);
    try {
      return await answered(
        session,
        REVIEW_AREAS.map(() => stars),
      );
    } finally {
      clock = NOW;
    }
  }

  it('counts and averages the answers per month of the company’s time zone, the last 12 months, under the list’s filter', async () => {
    const tenant = await createTenant(t, { company: { timeZone: 'Europe/Zurich' } });
    // 23:30 UTC on 30 November is already 1 December in Zurich; 22:30 UTC is still November.
    await answeredAt(tenant.owner.session, '2026-11-30T23:30:00Z', 5);
    await answeredAt(tenant.owner.session, '2026-11-30T22:30:00Z', 2);
    await answeredAt(tenant.owner.session, '2026-11-10T10:00:00Z', 4);
    await answeredAt(tenant.owner.session, '2026-06-15T10:00:00Z', 3);
    // New Year in Zurich is 23:00 UTC: the first is January 2026 (in), the second December 2025 (out).
    await answeredAt(tenant.owner.session, '2025-12-31T23:30:00Z', 1);
    await answeredAt(tenant.owner.session, '2025-12-31T22:30:00Z', 5);
    // Asked, not answered: no stars, not counted.
    await askedJob(tenant.owner.session);

    const trend = await call(tenant.user.session, 'GET', '/api/reviews/trend');
    expect(trend.statusCode, trend.body).toBe(200);
    const months = trend.json().months as { month: string; count: number; average: number | null }[];
    expect(months).toHaveLength(12);
    expect(months[0]!.month).toBe('2026-01');
    expect(months[11]!.month).toBe('2026-12');
    const of = (month: string) => months.find((row) => row.month === month);
    expect(of('2026-12')).toEqual({ month: '2026-12', count: 1, average: 5 });
    expect(of('2026-11')).toEqual({ month: '2026-11', count: 2, average: 3 });
    expect(of('2026-06')).toEqual({ month: '2026-06', count: 1, average: 3 });
    expect(of('2026-01')).toEqual({ month: '2026-01', count: 1, average: 1 });
    expect(of('2026-02')).toEqual({ month: '2026-02', count: 0, average: null });
    expect(months.reduce((sum, row) => sum + row.count, 0)).toBe(5);

    // The list's filter: stars and text narrow it too.
    const good = (await call(tenant.user.session, 'GET', '/api/reviews/trend?minRating=4')).json();
    expect(good.months.find((row: { month: string }) => row.month === '2026-11')).toEqual({
      month: '2026-11',
      count: 1,
      average: 4,
    });
    expect(good.months.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(2);
    const bad = await call(tenant.user.session, 'GET', '/api/reviews/trend?minRating=9');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('minRating');

    // Another company's chart is its own (empty).
    const theirs = (await call(tenant.stranger.session, 'GET', '/api/reviews/trend')).json();
    expect(theirs.months.every((row: { count: number }) => row.count === 0)).toBe(true);
  });

  it('cuts the months where the company’s zone does', async () => {
    // In Tokyo (UTC+9) 30 November 16:00 UTC is already December.
    const tokyo = await createTenant(t, { company: { timeZone: 'Asia/Tokyo' } });
    await answeredAt(tokyo.owner.session, '2026-11-30T16:00:00Z', 4);
    const months = (await call(tokyo.owner.session, 'GET', '/api/reviews/trend')).json().months as {
      month: string;
      count: number;
    }[];
    expect(months.find((row) => row.month === '2026-12')!.count).toBe(1);
    expect(months.find((row) => row.month === '2026-11')!.count).toBe(0);
  });
});
