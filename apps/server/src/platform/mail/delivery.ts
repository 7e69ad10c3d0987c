import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mailAttachments, mailOutbox } from '../../db/schema/index.ts';
import type { JobKind, JobKindOptions, JobQueue, RunningJob } from '../jobs/queue.ts';
import { enqueueMailJob, MAIL_JOB, type MailAttachment, type MailJob } from './outbox.ts';
import type { MailTransport } from './transport.ts';

/**
 * How mail jobs are retried and bounded: 6 attempts, about 30 s, 1, 2, 4, 8 min apart (pg-boss adds
 * jitter), at most an hour; an attempt may hold its job 5 minutes, more than twice the longest SMTP
 * send (transport.ts, SMTP_TIMEOUTS.deadlineMs).
 */
export const MAIL_JOB_OPTIONS: JobKindOptions = {
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  retryDelayMaxSeconds: 60 * 60,
  expireInSeconds: 5 * 60,
  concurrency: 5,
  policy: 'exclusive',
};

export const MAX_ATTEMPTS = MAIL_JOB_OPTIONS.retryLimit + 1;

/** What an attempt did: sent; refused for good; or nothing, as the message was no longer waiting. */
export type MailOutcome = 'sent' | 'refused' | 'gone';

/** A company's message that failed for good, as the office is told of it. */
export interface FailedMail {
  id: string;
  companyId: string;
  kind: string;
  recipient: string;
  subject: string;
  relatedType: string | null;
  relatedId: string | null;
}

/**
 * Written in the transaction that marks a company's message failed (the notifications of ADR 039,
 * wired in app.ts); answers what to do once it committed (the live push).
 */
export type OnMailFailed = (tx: Db, mail: FailedMail) => Promise<() => void>;

export interface DeliveryDeps {
  db: Db;
  transport: MailTransport;
  from: string;
  now: () => Date;
  onFailed?: OnMailFailed;
}

/** Mark the message failed for good, and tell the office in the same transaction. */
async function markFailed(deps: DeliveryDeps, mailId: string, lastError: string) {
  const mark = (db: Db) =>
    db
      .update(mailOutbox)
      .set({ status: 'failed', lastError })
      .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'sending')))
      .returning({
        id: mailOutbox.id,
        companyId: mailOutbox.companyId,
        kind: mailOutbox.kind,
        recipient: mailOutbox.recipient,
        subject: mailOutbox.subject,
        relatedType: mailOutbox.relatedType,
        relatedId: mailOutbox.relatedId,
      });
  const { onFailed } = deps;
  if (!onFailed) return void (await mark(deps.db));
  const after = await deps.db.transaction(async (tx) => {
    const [row] = await mark(tx);
    return row?.companyId ? onFailed(tx, { ...row, companyId: row.companyId }) : undefined;
  });
  after?.();
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

async function attachmentsOf(db: Db, mailId: string): Promise<MailAttachment[]> {
  return db
    .select({
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mailId))
    .orderBy(asc(mailAttachments.position));
}

/**
 * One attempt at sending one message of the outbox (the handler of the mail job).
 *
 * The job queue runs it at least once per message and never twice at the same time: a worker holds
 * the job while it sends, every SMTP wait ends well before that hold does, and the message is
 * marked sent in the same transaction that completes the job, only while this worker still holds
 * it. After a crash mid-send the job is taken over when its hold expires and the message goes again
 * (the receiving side may then see it twice, with the same Message-ID).
 */
export async function deliverMail(deps: DeliveryDeps, job: RunningJob<MailJob>): Promise<MailOutcome> {
  const { mailId } = job.data;
  const [message] = await deps.db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, mailId), inArray(mailOutbox.status, ['queued', 'sending'])))
    .returning();
  // Sent already, failed for good, or gone with its company: nothing to do.
  if (!message) return 'gone';

  try {
    await deps.transport.send(
      {
        outboxId: message.id,
        from: deps.from,
        to: message.recipient,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: message.messageId,
        attachments: await attachmentsOf(deps.db, message.id),
      },
      job.signal,
    );
  } catch (error) {
    const refused = recipientRefused(error);
    const lastError = error instanceof Error ? error.message.slice(0, 1000) : String(error);
    if (refused || job.last) await markFailed(deps, mailId, lastError);
    else
      await deps.db
        .update(mailOutbox)
        .set({ status: 'queued', lastError })
        .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'sending')));
    // A refused recipient completes the job: no retry can help.
    if (refused) return 'refused';
    throw error;
  }

  const marked = await deps.db.transaction(async (tx) => {
    if (!(await job.completeIn(tx))) return false;
    await tx
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: deps.now(), lastError: null })
      .where(eq(mailOutbox.id, mailId));
    return true;
  });
  if (!marked)
    throw new Error(`mail ${mailId} was sent after its job had been taken over; it may go out again`);
  return 'sent';
}

/** The mail job, sending through `deps.transport`. */
export function mailJobKind(
  deps: DeliveryDeps,
  options: JobKindOptions = MAIL_JOB_OPTIONS,
): JobKind<MailJob, MailOutcome> {
  // A send must end well before the job's hold does, or a second worker could take the job over
  // while the first still talks to the mail server.
  if (deps.transport.deadlineMs * 2 > options.expireInSeconds * 1000)
    throw new Error('the SMTP deadline must be less than half of the mail job expiry');
  return { name: MAIL_JOB, options, run: (job) => deliverMail(deps, job) };
}

/**
 * Send the messages whose jobs are due now (with `includeDeferred`, also those waiting for their
 * next attempt), once each, in this process: what a worker does, in one round. Answers how many
 * went out and how many failed. `deps` replaces the registered handler's transport and clock.
 */
export async function deliverQueuedMail(
  jobs: JobQueue,
  deps?: DeliveryDeps,
  options: { includeDeferred?: boolean } = {},
): Promise<{ sent: number; failed: number }> {
  const outcomes = await jobs.runDue<MailOutcome>(MAIL_JOB, {
    ...options,
    ...(deps ? { run: (job: RunningJob<unknown>) => deliverMail(deps, job as RunningJob<MailJob>) } : {}),
  });
  return {
    sent: outcomes.filter((outcome) => outcome.ok && outcome.value === 'sent').length,
    failed: outcomes.filter((outcome) => !outcome.ok || outcome.value === 'refused').length,
  };
}

/**
 * Queue a job for each message still waiting without one: messages of an outbox from before the
 * job queue, or one whose last attempt died with its process. A message with a job keeps it (the
 * job's key); this runs when a worker starts.
 */
export async function adoptWaitingMail(db: Db, jobs: JobQueue, log: FastifyBaseLogger): Promise<void> {
  const waiting = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['queued', 'sending']));
  let adopted = 0;
  for (const { id } of waiting) {
    if (await db.transaction((tx) => enqueueMailJob(tx, jobs, id))) adopted++;
  }
  if (adopted) log.info({ adopted }, 'queued waiting e-mails');
}
