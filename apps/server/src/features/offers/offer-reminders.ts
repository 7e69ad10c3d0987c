import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, offerReminders, offers } from '../../db/schema/index.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { scheduleSweep } from '../../platform/jobs/sweep.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { offerSystemMail } from './accept-offer-mail.ts';
import { offerLink } from './offer-link.ts';

/**
 * The reminder of a pending offer before it expires (issue 20, ADR 057): every hour, each offer still
 * open (not answered, not replaced, not expired) whose last day is at most the company's number of
 * days away (default 2) gets the OFFER_REMINDER e-mail once, with a link of its own. Only offers sent
 * on an earlier day of the company's: one sent the day before it ends is fresh in the customer's mind.
 * Never twice for the same offer and day: the reminder's row (offer, company day) is inserted before
 * its e-mail is queued, in one transaction, and its unique key makes a concurrent or restarted sweep
 * insert nothing and so send nothing; an offer reminded on any day is not due again.
 */
export const OFFER_REMINDER_JOB = 'offers.remind';
/** At most this many reminders an hour's run writes; the rest wait for the next hour. */
const BATCH = 500;

interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

export function scheduleOfferReminders(jobs: JobQueue, deps: ReminderDeps): void {
  scheduleSweep(jobs, OFFER_REMINDER_JOB, '10 * * * *', () => sendDueOfferReminders(deps));
}

/** Sends the reminders due now; answers how many went into the outbox. */
export async function sendDueOfferReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now();
  // The company's today, in its own time zone: the day a reminder counts for.
  const today = sql<string>`(${now.toISOString()}::timestamptz at time zone ${companies.timeZone})::date`;
  const due = await deps.db
    .select({
      id: offers.id,
      companyId: offers.companyId,
      contractId: offers.contractId,
      language: offers.language,
      recipient: offers.recipient,
      validUntil: offers.validUntil,
      day: sql<string>`${today}::text`,
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(
      and(
        isNull(offers.acceptedAt),
        isNull(offers.rejectedAt),
        isNull(offers.replacedAt),
        gt(offers.expiresAt, now),
        ne(offers.recipient, ''),
        eq(companies.active, true),
        eq(companies.offerReminders, true),
        sql`${offers.validUntil}::date - ${companies.offerReminderDays} <= ${today}`,
        sql`(${offers.createdAt} at time zone ${companies.timeZone})::date < ${today}`,
        sql`not exists (select 1 from ${offerReminders} where ${offerReminders.companyId} = ${offers.companyId} and ${offerReminders.offerId} = ${offers.id})`,
      ),
    )
    .limit(BATCH);
  let sent = 0;
  for (const row of due) {
    const queued = await deps.db.transaction(async (tx) => {
      // Answered or replaced since the look above: nothing to remind of. Locked, so the answer waits.
      const [pending] = await tx
        .select({ id: offers.id })
        .from(offers)
        .where(
          and(
            eq(offers.companyId, row.companyId),
            eq(offers.id, row.id),
            isNull(offers.acceptedAt),
            isNull(offers.rejectedAt),
            isNull(offers.replacedAt),
          ),
        )
        .for('update');
      if (!pending) return false;
      const token = newSessionToken();
      // Claimed here: a second sweep (another worker, a retry, a restart) finds this row and sends nothing.
      const [claimed] = await tx
        .insert(offerReminders)
        .values({
          companyId: row.companyId,
          offerId: row.id,
          day: row.day,
          tokenHash: hashToken(token),
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: offerReminders.id });
      if (!claimed) return false;
      const mailId = await deps.mailer.enqueue(tx, {
        companyId: row.companyId,
        kind: 'offer-reminder',
        related: { type: 'offer', id: row.id },
        to: row.recipient,
        ...(await offerSystemMail(
          tx,
          row.companyId,
          'OFFER_REMINDER',
          row,
          offerLink(deps.publicUrl, row.language, token),
        )),
      });
      await tx
        .update(offerReminders)
        .set({ mailId })
        .where(and(eq(offerReminders.companyId, row.companyId), eq(offerReminders.id, claimed.id)));
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
