import {
  addCalendarDays,
  endOfDayIn,
  type Language,
  REVIEW_AREAS,
  type Review,
  type ReviewArea,
  type ReviewListQuery,
  type ReviewPage,
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
  };
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
    let reviewId: string;
    if (existing) {
      reviewId = existing.id;
      await updateReview(tx, companyId, reviewId, values);
    } else {
      reviewId = await insertReview(tx, { companyId, contractId: to.contractId, appointmentId, ...values });
    }
    await deps.mailer.enqueue(tx, {
      companyId,
      kind: 'review-request',
      related: { type: 'review', id: reviewId },
      to: to.email,
      ...(await reviewRequestMail(tx, companyId, language, to, reviewLink(deps.publicUrl, language, token))),
    });
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

/** Reviews of the company; the date range is of the request, in days of the company's time zone. */
export async function listCompanyReviews(
  deps: ReviewsDeps,
  ctx: RequestContext,
  query: ReviewListQuery,
): Promise<ReviewPage> {
  authorize(ctx, 'review:read');
  const timeZone = companyTimeZoneOf(ctx);
  const range = {
    from: query.from ? endOfDayIn(addCalendarDays(query.from, -1), timeZone) : undefined,
    to: query.to ? endOfDayIn(query.to, timeZone) : undefined,
  };
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
