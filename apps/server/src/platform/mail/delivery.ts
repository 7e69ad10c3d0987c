import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailAttachments, mailOutbox } from '../../db/schema/index.ts';
import type { MailAttachment } from './outbox.ts';
import type { MailTransport } from './transport.ts';

export const MAX_ATTEMPTS = 6;
const LOCK_MS = 2 * 60_000;
const BATCH = 20;

/** 30 s, 1 min, 2 min, 4 min, 8 min … between attempts, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/**
 * The receiving server refused the recipient for good (a 5xx answer to RCPT TO, e.g. "550 no such
 * user"): trying again in a minute cannot help, so the message fails at once and shows up for the
 * office. Other 5xx answers (a login refused, a message rejected) are still retried: they may be a
 * configuration being fixed.
 */
function recipientRefused(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: number; command?: string };
  return (
    command === 'RCPT TO' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
  );
}

/**
 * Claim due messages (also ones a crashed worker left locked) so that several workers never send
 * the same message at once: FOR UPDATE SKIP LOCKED on PostgreSQL.
 */
async function claim(db: Db, now: Date) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)),
        and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + LOCK_MS),
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** The files of the claimed messages, in one query (most messages have none). */
async function attachmentsOf(db: Db, mailIds: string[]) {
  const byMail = new Map<string, MailAttachment[]>();
  if (mailIds.length === 0) return byMail;
  const rows = await db
    .select({
      mailId: mailAttachments.mailId,
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(inArray(mailAttachments.mailId, mailIds))
    .orderBy(asc(mailAttachments.mailId), asc(mailAttachments.position));
  for (const { mailId, ...file } of rows) byMail.set(mailId, [...(byMail.get(mailId) ?? []), file]);
  return byMail;
}

/** Send what is due; answers how many were sent and how many failed this round. */
export async function deliverDueMail(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  now: () => Date;
}) {
  const claimed = await claim(deps.db, deps.now());
  const attachments = await attachmentsOf(
    deps.db,
    claimed.map((message) => message.id),
  );
  let sent = 0;
  let failed = 0;
  // The claimed batch goes out side by side (the pooled transport bounds the connections); each
  // message's outcome is recorded on its own row. A database error surfaces after all have settled.
  const outcomes = await Promise.allSettled(
    claimed.map(async (message) => {
      try {
        await deps.transport.send({
          outboxId: message.id,
          from: deps.from,
          to: message.recipient,
          subject: message.subject,
          html: message.html,
          text: message.text,
          messageId: message.messageId,
          attachments: attachments.get(message.id),
        });
        await deps.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: deps.now(), lockedUntil: null, lastError: null })
          .where(eq(mailOutbox.id, message.id));
        sent++;
      } catch (error) {
        failed++;
        const final = message.attempts >= MAX_ATTEMPTS || recipientRefused(error);
        await deps.db
          .update(mailOutbox)
          .set({
            status: final ? 'failed' : 'queued',
            lockedUntil: null,
            lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
            nextAttemptAt: new Date(deps.now().getTime() + retryDelayMs(message.attempts)),
          })
          .where(eq(mailOutbox.id, message.id));
      }
    }),
  );
  const broken = outcomes.find((outcome) => outcome.status === 'rejected');
  if (broken) throw broken.reason;
  return { sent, failed };
}
