import type { MailStatus } from '@maxer/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailEvents, mailOutbox, offers } from '../../db/schema/index.ts';

const summary = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  messageId: mailOutbox.messageId,
  status: mailOutbox.status,
  lastEvent: mailOutbox.lastEvent,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  relatedType: mailOutbox.relatedType,
  relatedId: mailOutbox.relatedId,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};
export type MailRow = NonNullable<Awaited<ReturnType<typeof findMail>>>;

export async function listMail(
  db: Db,
  companyId: string,
  query: { page: number; pageSize: number; status?: MailStatus },
) {
  const where = and(
    eq(mailOutbox.companyId, companyId),
    query.status ? eq(mailOutbox.status, query.status) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select(summary)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(mailOutbox).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findMail(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(summary)
    .from(mailOutbox)
    .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.id, id)))
    .limit(1);
  return row;
}

/**
 * Put a failed message back in the queue with a fresh set of attempts (the caller queues its job). Only a failed one:
 * answers false when the message is not (or no longer) failed, so two clicks queue it once.
 */
export async function requeueFailedMail(db: Db, companyId: string, id: string) {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'queued', attempts: 0 })
    .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export function eventsOfMail(db: Db, companyId: string, mailId: string) {
  return db
    .select()
    .from(emailEvents)
    .where(and(eq(emailEvents.companyId, companyId), eq(emailEvents.mailId, mailId)))
    .orderBy(asc(emailEvents.occurredAt), asc(emailEvents.receivedAt))
    .limit(500);
}

/** The offer's own e-mail; undefined when the offer is not this company's. */
export async function offerMailId(db: Db, companyId: string, offerId: string) {
  const [row] = await db
    .select({ mailId: offers.mailId })
    .from(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.id, offerId)))
    .limit(1);
  return row;
}
