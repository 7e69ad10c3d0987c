import {
  addCalendarDays,
  calendarDayIn,
  endOfDayIn,
  instantOfWallClock,
  type Language,
  REVIEW_AREAS,
  REVIEW_TREND_MONTHS,
  type Review,
  type ReviewArea,
  type ReviewListQuery,
  type ReviewPage,
  type ReviewTrend,
  type ReviewTrendQuery,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import type { reviews } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, companyTimeZoneOf, type RequestContext } from '../../platform/auth/context.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { findContract } from '../contracts/index.ts';
import { findCustomer } from '../customers/index.ts';
import { type ReviewAddressee, reviewLink, reviewRequestMail } from './review-mail.ts';
import {
  findAppointmentForReview,
  findReview,
  findReviewOf,
  insertReview,
  listReviews,
  type ReviewRow,
  reviewsPerMonth,
  updateReview,
} from './reviews.repo.ts';

export interface ReviewsDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

/** How long a review link works: long enough for a customer who answers late, not forever. */
export const REVIEW_LINK_DAYS = 60;
const DAY_MS = 86_400_000;

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

type ReviewColumns = typeof reviews.$inferSelect;
const commentKey = (area: ReviewArea) => `${area}Comment` as const;

export function toReview(row: ReviewRow): Review {
  const rated = REVIEW_AREAS.map((area) => row[area]).filter((value): value is number => value !== null);
  return {
    _id: row.id,
    contractId: row.contractId,
    contractNumber: row.contractNumber,
    appointmentId: row.appointmentId,
    customerId: row.customerId,
    customerName: row.customerName,
    recipient: row.recipient,
    language: row.language,
    requestedAt: row.requestedAt.toISOString(),
    remindedAt: row.remindedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    average: rated.length > 0 ? round1(rated.reduce((a, b) => a + b, 0) / rated.length) : null,
    areas: Object.fromEntries(
      REVIEW_AREAS.map((area) => [
        area,
        { rating: row[area], comment: (row as ReviewColumns)[commentKey(area)] },
      ]),
    ) as Review['areas'],
    comment: row.comment,
    followUp: row.followUp,
    followUpAt: row.followUpAt?.toISOString() ?? null,
    alertedAt: row.alertedAt?.toISOString() ?? null,
    automatic: row.automatic,
  };
}

/** What one request needs: whom to ask about which job or appointment, in which language. */
export interface ReviewRequestInput {
  to: ReviewAddressee & { customerId: string | null };
  appointmentId: string | null;
  language: Language;
}

/**
 * One review request, inside the caller's transaction: a fresh link (only its hash kept) on the job's
 * (or appointment's) review row, and the REVIEW_REQUEST e-mail through the outbox. Both the office's
 * request and the automatic one after the job go through here (ADR 047, ADR 050).
 * - `existingId`: an unanswered request of the same job gets the new link (the old one stops).
 * - `automatic`: a new row marked automatic; the database's one-per-job index makes a second
 *   automatic request of the job insert nothing (answered: null, and no e-mail goes).
 */
export async function issueReviewRequest(
  tx: Db,
  deps: Pick<ReviewsDeps, 'mailer' | 'publicUrl'>,
  companyId: string,
  input: ReviewRequestInput & { now: Date; existingId?: string; automatic?: boolean },
): Promise<string | null> {
  const { to, language, now } = input;
  const token = newSessionToken();
  const values = {
    recipient: to.email,
    customerName: to.customerName,
    customerId: to.customerId,
    language,
    tokenHash: hashToken(token),
    reminderTokenHash: null,
    expiresAt: new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS),
    requestedAt: now,
    remindedAt: null,
  };
  let reviewId: string | null;
  if (input.existingId) {
    reviewId = input.existingId;
    await updateReview(tx, companyId, reviewId, values);
  } else {
    reviewId = await insertReview(tx, {
      companyId,
      contractId: to.contractId,
      appointmentId: input.appointmentId,
      automatic: input.automatic ?? false,
      ...values,
    });
  }
  if (!reviewId) return null;
  await deps.mailer.enqueue(tx, {
    companyId,
    kind: 'review-request',
    related: { type: 'review', id: reviewId },
    to: to.email,
    ...(await reviewRequestMail(tx, companyId, language, to, reviewLink(deps.publicUrl, language, token))),
  });
  return reviewId;
}

/**
 * Ask the customer for a review of a job or an appointment: a link (a new token; only its hash is
 * kept) by e-mail through the outbox. Asking again before an answer sends a new link (the old one
 * stops); once answered, there is nothing more to ask.
 */
export async function requestReview(
  deps: ReviewsDeps,
  ctx: RequestContext,
  target: { contractId: string } | { appointmentId: string },
  requestedLanguage: Language | undefined,
  officeLanguage: Language,
): Promise<Review> {
  authorize(ctx, 'review:request');
  const companyId = companyOf(ctx);
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    let to: ReviewAddressee & { customerId: string | null };
    let appointmentId: string | null = null;
    let language: Language;
    if ('contractId' in target) {
      const contract = await findContract(tx, companyId, target.contractId);
      if (!contract) throw notFound();
      const customer = await findCustomer(tx, companyId, contract.customer.id);
      if (!contract.customer.email || !customer) throw new AppError('error_review_no_email');
      to = {
        contractId: contract.id,
        customerId: contract.customer.id,
        customerName: contract.customer.name,
        email: contract.customer.email,
        customerType: customer.customerType,
        gender: customer.gender,
        lastName: customer.lastName,
      };
      language = requestedLanguage ?? officeLanguage;
    } else {
      const appointment = await findAppointmentForReview(tx, companyId, target.appointmentId);
      if (!appointment) throw notFound();
      if (!appointment.email || !appointment.customerId) throw new AppError('error_review_no_email');
      appointmentId = appointment.id;
      to = {
        contractId: appointment.contractId,
        customerId: appointment.customerId,
        customerName: appointment.customerName ?? '',
        email: appointment.email,
        customerType: appointment.customerType ?? 'PERSON',
        gender: appointment.gender,
        lastName: appointment.lastName ?? '',
      };
      language = requestedLanguage ?? appointment.language;
    }
    const existing = await findReviewOf(tx, companyId, target);
    if (existing?.submittedAt) throw new AppError('error_review_submitted');
    const reviewId = (await issueReviewRequest(tx, deps, companyId, {
      to,
      appointmentId,
      language,
      now,
      existingId: existing?.id,
    }))!;
    await recordActivity(tx, ctx, companyId, {
      entityType: appointmentId ? 'appointment' : 'contract',
      entityId: appointmentId ?? to.contractId!,
      action: 'update',
      changes: { reviewRequest: [null, { recipient: to.email, language }] },
    });
    return reviewId;
  });
  return getReview(deps, ctx, id);
}

export async function getReview(deps: ReviewsDeps, ctx: RequestContext, id: string): Promise<Review> {
  authorize(ctx, 'review:read');
  const row = await findReview(deps.db, companyOf(ctx), id);
  if (!row) throw notFound();
  return toReview(row);
}

/** The filter's request days (in the company's time zone) as instants. */
function requestDays(query: { from?: string; to?: string }, timeZone: string) {
  return {
    from: query.from ? endOfDayIn(addCalendarDays(query.from, -1), timeZone) : undefined,
    to: query.to ? endOfDayIn(query.to, timeZone) : undefined,
  };
}

/** Reviews of the company; the date range is of the request, in days of the company's time zone. */
export async function listCompanyReviews(
  deps: ReviewsDeps,
  ctx: RequestContext,
  query: ReviewListQuery,
): Promise<ReviewPage> {
  authorize(ctx, 'review:read');
  const range = requestDays(query, companyTimeZoneOf(ctx));
  const { items, total, averages } = await listReviews(deps.db, companyOf(ctx), query, range);
  return {
    items: items.map(toReview),
    total,
    page: query.page,
    pageSize: query.pageSize,
    averages: Object.fromEntries(
      REVIEW_AREAS.map((area) => [area, round1(averages[area])]),
    ) as ReviewPage['averages'],
    overall: round1(averages.overall),
    submitted: averages.submitted,
  };
}

/** 'YYYY-MM', `offset` months from `month`. */
function shiftMonth(month: string, offset: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + offset, 1)).toISOString().slice(0, 7);
}

/**
 * The trend chart of /reviews: answered reviews per month of their answer over the last
 * REVIEW_TREND_MONTHS months (this one included), months in the company's time zone, under the list's
 * filter (text, request days, stars). One statement; empty months are filled in here.
 */
export async function reviewTrend(
  deps: ReviewsDeps,
  ctx: RequestContext,
  query: ReviewTrendQuery,
): Promise<ReviewTrend> {
  authorize(ctx, 'review:read');
  const timeZone = companyTimeZoneOf(ctx);
  const thisMonth = calendarDayIn(deps.now(), timeZone).slice(0, 7);
  const months = Array.from({ length: REVIEW_TREND_MONTHS }, (_, index) =>
    shiftMonth(thisMonth, index - REVIEW_TREND_MONTHS + 1),
  );
  const since = instantOfWallClock(`${months[0]}-01T00:00`, timeZone)!;
  const rows = await reviewsPerMonth(
    deps.db,
    companyOf(ctx),
    query,
    requestDays(query, timeZone),
    since,
    timeZone,
  );
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return {
    months: months.map((month) => {
      const row = byMonth.get(month);
      return { month, count: row?.count ?? 0, average: round1(row?.average ?? null) };
    }),
  };
}
