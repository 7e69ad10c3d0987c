import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, customers, reviews } from '../../db/schema/index.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { scheduleSweep } from '../../platform/jobs/sweep.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { reviewLink, reviewRequestMail } from './review-mail.ts';

/**
 * One reminder of an unanswered review request (issue 18): every hour, the requests made the company's
 * number of days ago (default 5) that are still open and unexpired get the request e-mail once more,
 * with a link of its own (only hashes are kept, so the first link cannot be sent again; it keeps
 * working). Once (`reminded_at`, claimed in the transaction that queues it), unless the company
 * switched reminders off.
 */
export const REVIEW_REMINDER_JOB = 'reviews.remind';
/** At most this many reminders an hour's run writes; the rest wait for the next hour. */
const BATCH = 500;

interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

export function scheduleReviewReminders(jobs: JobQueue, deps: ReminderDeps): void {
  scheduleSweep(jobs, REVIEW_REMINDER_JOB, '20 * * * *', () => sendDueReviewReminders(deps));
}

/** Sends the reminders due now; answers how many went into the outbox. */
export async function sendDueReviewReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .select({
      id: reviews.id,
      companyId: reviews.companyId,
      contractId: reviews.contractId,
      language: reviews.language,
      recipient: reviews.recipient,
      customerName: reviews.customerName,
      customerType: customers.customerType,
      gender: customers.gender,
      lastName: customers.lastName,
    })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .leftJoin(
      customers,
      and(eq(customers.companyId, reviews.companyId), eq(customers.id, reviews.customerId)),
    )
    .where(
      and(
        isNull(reviews.submittedAt),
        isNull(reviews.remindedAt),
        sql`${reviews.expiresAt} > ${now}`,
        lte(
          reviews.requestedAt,
          sql`${now}::timestamptz - make_interval(days => ${companies.reviewReminderDays})`,
        ),
        eq(companies.active, true),
        eq(companies.reviewReminders, true),
        isNotNull(reviews.recipient),
      ),
    )
    .limit(BATCH);
  let sent = 0;
  for (const row of due) {
    const queued = await deps.db.transaction(async (tx) => {
      const token = newSessionToken();
      // Claimed here, so a second run (another instance, a retry) finds it reminded.
      const claimed = await tx
        .update(reviews)
        .set({ remindedAt: now, reminderTokenHash: hashToken(token) })
        .where(and(eq(reviews.id, row.id), isNull(reviews.remindedAt), isNull(reviews.submittedAt)))
        .returning({ id: reviews.id });
      if (claimed.length === 0) return false;
      const to = {
        contractId: row.contractId,
        customerName: row.customerName,
        email: row.recipient,
        customerType: row.customerType ?? ('PERSON' as const),
        gender: row.gender,
        lastName: row.lastName ?? row.customerName,
      };
      await deps.mailer.enqueue(tx, {
        companyId: row.companyId,
        kind: 'review-reminder',
        related: { type: 'review', id: row.id },
        to: row.recipient,
        ...(await reviewRequestMail(
          tx,
          row.companyId,
          row.language,
          to,
          reviewLink(deps.publicUrl, row.language, token),
        )),
      });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
