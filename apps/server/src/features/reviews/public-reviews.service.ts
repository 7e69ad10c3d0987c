import {
  type PublicReview,
  REVIEW_AREAS,
  type ReviewFollowUp,
  type ReviewSubmit,
  reviewFunnelOf,
} from '@maxer/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { limitClient, type RateLimitStore } from '../../platform/rate-limit.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { WebhookEvents } from '../../platform/webhook-events.ts';
import { markContractReviewed } from '../contracts/index.ts';
import { announceNotifications, recordNotification } from '../notifications/index.ts';
import { alertOwnersOfLowReview } from './review-alert.ts';
import { findReviewByToken, markAppointmentReviewed, updateReview } from './reviews.repo.ts';
import { toReview } from './reviews.service.ts';

export interface PublicReviewsDeps {
  db: Db;
  realtime: Realtime;
  rateLimitStore: RateLimitStore;
  storage: FileStorage;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  /** The company's webhook endpoints hear of each review submitted (ADR 053). */
  webhooks: WebhookEvents;
}

/** Requests per minute one address may make to the public review endpoints (as the offer's). */
export const PUBLIC_REVIEW_LIMIT = { max: 60, windowMs: 60_000 };

export function limitPublicReviews(deps: Pick<PublicReviewsDeps, 'rateLimitStore'>, ip: string) {
  return limitClient(deps.rateLimitStore, 'public-review', ip, PUBLIC_REVIEW_LIMIT);
}

/** An unknown link, or one of an inactive company, reveals nothing. */
async function liveReview(db: Db, token: string, forUpdate = false) {
  const row = await findReviewByToken(db, hashToken(token), forUpdate);
  if (!row?.company.active) throw new AppError('error_review_link_not_found');
  return row;
}

type LiveReview = Awaited<ReturnType<typeof liveReview>>;

/**
 * What the page shows once answered (the review funnel, ADR 050): a happy customer the company's
 * public review page (when it has one), an unhappy one the question what went wrong.
 */
function toPublic(row: LiveReview): PublicReview {
  const { review } = row;
  const funnel = review.submittedAt
    ? reviewFunnelOf(toReview({ ...review, contractNumber: row.contractNumber }).average)
    : null;
  return {
    language: row.review.language,
    company: {
      name: row.company.name,
      backgroundColor: row.company.backgroundColor,
      textColor: row.company.textColor,
      accentColor: row.company.accentColor,
      hasLogo: row.company.logoFile !== null,
    },
    customerName: row.review.customerName,
    contractNumber: row.contractNumber,
    submittedAt: row.review.submittedAt?.toISOString() ?? null,
    funnel,
    publicReviewUrl: funnel === 'high' ? row.company.publicReviewUrl : null,
    followUpSent: review.followUpAt !== null,
  };
}

/** What the customer's page shows; an answered review stays readable (its thanks), an expired open one not. */
export async function viewReview(deps: PublicReviewsDeps, token: string): Promise<PublicReview> {
  const row = await liveReview(deps.db, token);
  if (!row.review.submittedAt && row.review.expiresAt <= deps.now())
    throw new AppError('error_review_link_expired');
  return toPublic(row);
}

/**
 * The customer's answer, once: the job becomes REVIEWED (or the appointment reviewed) and the office
 * is told in real time, all in one transaction.
 */
export async function submitReview(
  deps: PublicReviewsDeps,
  token: string,
  input: ReviewSubmit & { ip: string; userAgent: string | null },
): Promise<PublicReview> {
  const now = deps.now();
  const { view, notified } = await deps.db.transaction(async (tx) => {
    const row = await liveReview(tx, token, true);
    if (row.review.submittedAt) throw new AppError('error_review_submitted');
    if (row.review.expiresAt <= now) throw new AppError('error_review_link_expired');
    const { review, company } = row;
    const answers = Object.fromEntries(
      REVIEW_AREAS.flatMap((area) => [
        [area, input.areas[area].rating],
        [`${area}Comment`, input.areas[area].comment],
      ]),
    );
    await updateReview(tx, company.id, review.id, {
      ...answers,
      comment: input.comment,
      submittedAt: now,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    if (review.appointmentId) await markAppointmentReviewed(tx, company.id, review.appointmentId, now);
    else if (review.contractId) await markContractReviewed(tx, company.id, review.contractId);
    const answered = toReview({
      ...review,
      ...answers,
      comment: input.comment,
      submittedAt: now,
      contractNumber: row.contractNumber,
    });
    const rating = answered.average;
    await deps.webhooks.publish(tx, company.id, 'review.submitted', {
      id: review.id,
      contractId: review.contractId,
      appointmentId: review.appointmentId,
      customerId: review.customerId,
      average: rating,
    });
    const low = reviewFunnelOf(rating) === 'low';
    // Everyone hears of an answer; a low one reaches the owners as an alert instead (ADR 050).
    const notified = await recordNotification(tx, {
      companyId: company.id,
      exceptUserId: null,
      ...(low ? { roles: ['USER'] as const } : {}),
      kind: 'reviewSubmitted',
      data: {
        reviewId: review.id,
        customerName: review.customerName,
        ...(review.contractId && row.contractNumber !== null
          ? { contractId: review.contractId, contractNumber: row.contractNumber }
          : {}),
        ...(rating !== null ? { rating } : {}),
      },
      at: now,
    });
    if (low && rating !== null)
      notified.push(
        ...(await alertOwnersOfLowReview(
          tx,
          deps,
          {
            companyId: company.id,
            reviewId: review.id,
            customerName: review.customerName,
            contractId: review.contractId,
            contractNumber: row.contractNumber,
            rating,
            comment: input.comment,
          },
          now,
        )),
      );
    return {
      view: toPublic({ ...row, review: { ...review, ...answers, comment: input.comment, submittedAt: now } }),
      notified,
    };
  });
  announceNotifications(deps.realtime, notified);
  return view;
}

/**
 * An unhappy customer's answer to "what went wrong?" (the review funnel, ADR 050): only after a low
 * review, once, stored on the review for the office (/reviews/{id}). The owners were alerted when
 * the review came (the e-mail says an answer may follow there); this adds no second alert.
 */
export async function sendFollowUp(
  deps: PublicReviewsDeps,
  token: string,
  input: ReviewFollowUp,
): Promise<PublicReview> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await liveReview(tx, token, true);
    const view = toPublic(row);
    if (view.funnel !== 'low') throw new AppError('error_review_follow_up_not_asked');
    if (view.followUpSent) throw new AppError('error_review_follow_up_sent');
    const saved = await tx
      .update(reviews)
      .set({ followUp: input.text, followUpAt: now })
      .where(
        and(eq(reviews.companyId, row.company.id), eq(reviews.id, row.review.id), isNull(reviews.followUpAt)),
      )
      .returning({ id: reviews.id });
    if (saved.length === 0) throw new AppError('error_review_follow_up_sent');
    return toPublic({ ...row, review: { ...row.review, followUp: input.text, followUpAt: now } });
  });
}

/** The company's logo for the page's header. */
export async function reviewLogo(deps: PublicReviewsDeps, token: string) {
  const row = await liveReview(deps.db, token);
  const content = row.company.logoFile ? await deps.storage.get(row.company.logoFile) : null;
  if (!content) throw new AppError('error_resource_not_found');
  return content;
}
