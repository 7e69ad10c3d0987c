import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { mailAttachments, mailOutbox } from '../../db/schema/index.ts';
import type { JobQueue } from '../jobs/queue.ts';

/** The job that sends one message of the outbox. */
export const MAIL_JOB = 'mail.send';
export interface MailJob {
  mailId: string;
}

/** A file sent with a message (an invoice PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  companyId: string | null;
  kind: string;
  related?: { type: string; id: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/**
 * Queue the sending of outbox message `mailId`, inside `tx`. The key is the message's own: while a
 * job for it waits or runs, no second one is created.
 */
export function enqueueMailJob(tx: Db, jobs: JobQueue, mailId: string): Promise<string | null> {
  return jobs.enqueue(tx, MAIL_JOB, { mailId } satisfies MailJob, { singletonKey: `mail:${mailId}` });
}

/**
 * Put a message in the outbox and queue its sending. Call it with the transaction of the change that
 * causes the message: it exists, and is sent, only if that change commits.
 */
export async function enqueueMail(
  tx: Db,
  jobs: JobQueue,
  mail: OutgoingMail,
  messageDomain: string,
): Promise<string> {
  const id = await storeMail(tx, mail, messageDomain);
  await enqueueMailJob(tx, jobs, id);
  return id;
}

/** The outbox row of a message and its files, without a job to send it (`enqueueMail` adds one). */
export async function storeMail(tx: Db, mail: OutgoingMail, messageDomain: string): Promise<string> {
  const id = randomUUID();
  await tx.insert(mailOutbox).values({
    id,
    companyId: mail.companyId,
    kind: mail.kind,
    relatedType: mail.related?.type ?? null,
    relatedId: mail.related?.id ?? null,
    recipient: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: `<${id}@${messageDomain}>`,
  });
  if (mail.attachments?.length)
    await tx.insert(mailAttachments).values(
      mail.attachments.map((file, position) => ({
        mailId: id,
        companyId: mail.companyId,
        position,
        filename: file.filename,
        contentType: file.contentType,
        size: file.content.length,
        content: file.content,
      })),
    );
  return id;
}
