import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, reviews } from '../../db/schema/index.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { scheduleSweep } from '../../platform/jobs/sweep.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { jobsAwaitingReview } from '../contracts/index.ts';
import { issueReviewRequest } from './reviews.service.ts';

/**
 * The automatic review request after a job (issue 18, ADR 050): every hour, each done job (see
 * `jobsAwaitingReview`) of a company that switched it on, whose move or cleaning ended the company's
 * number of days ago, gets the review request the office would send, once.
 */
export const REVIEW_AUTO_REQUEST_JOB = 'reviews.auto-request';
/** At most this many requests an hour's run writes; the rest wait for the next hour. */
const BATCH = 200;
/**
 * How long after its day a job may still be asked: a run missed (the server down, a failed sweep)
 * catches up within this, but switching the setting on does not write to every customer of old jobs.
 */
export const AUTO_REQUEST_CATCH_UP_DAYS = 7;
const DAY_MS = 86_400_000;

interface AutoRequestDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

export function scheduleAutomaticReviewRequests(jobs: JobQueue, deps: AutoRequestDeps): void {
  scheduleSweep(jobs, REVIEW_AUTO_REQUEST_JOB, '40 * * * *', () => sendAutomaticReviewRequests(deps));
}

/**
 * Sends the automatic requests due now; answers how many went into the outbox. Two statements find
 * them (the companies that ask, then their due jobs through the contracts feature); each request is
 * then its own transaction through the office's path (`issueReviewRequest`), so one failing job does
 * not hold back the others. Never twice: a job with any review is not due, and the one-automatic-
 * request-per-job index makes a concurrent second run insert nothing (and send nothing).
 */
export async function sendAutomaticReviewRequests(deps: AutoRequestDeps): Promise<number> {
  const now = deps.now().getTime();
  const asking = await deps.db
    .select({ id: companies.id, days: companies.reviewAutoRequestDays })
    .from(companies)
    .where(and(eq(companies.active, true), eq(companies.reviewAutoRequests, true)));
  const due = await jobsAwaitingReview(
    deps.db,
    asking.map((company) => ({
      companyId: company.id,
      endedBefore: new Date(now - company.days * DAY_MS),
      endedAfter: new Date(now - (company.days + AUTO_REQUEST_CATCH_UP_DAYS) * DAY_MS),
    })),
    BATCH,
  );
  let sent = 0;
  for (const job of due) {
    const reviewId = await deps.db.transaction(async (tx) => {
      // Asked by the office since the look above: theirs stands.
      const [asked] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.companyId, job.companyId), eq(reviews.contractId, job.contractId)))
        .limit(1);
      if (asked) return null;
      return issueReviewRequest(tx, deps, job.companyId, {
        to: {
          contractId: job.contractId,
          customerId: job.customerId,
          customerName: job.customerName,
          email: job.email,
          customerType: job.customerType,
          gender: job.gender,
          lastName: job.lastName,
        },
        appointmentId: null,
        language: job.language,
        now: new Date(now),
        automatic: true,
      });
    });
    if (reviewId) sent += 1;
  }
  return sent;
}
