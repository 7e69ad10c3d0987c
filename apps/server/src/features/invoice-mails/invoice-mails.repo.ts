import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailEvents, mailAttachments, mailOutbox } from '../../db/schema/index.ts';

/** Messages belong to an invoice through the outbox's related link (the invoice, payment notices). */
export const INVOICE_RELATION = 'invoice';

const columns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  messageId: mailOutbox.messageId,
  status: mailOutbox.status,
  lastEvent: mailOutbox.lastEvent,
  lastEventAt: mailOutbox.lastEventAt,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  relatedType: mailOutbox.relatedType,
  relatedId: mailOutbox.relatedId,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};
export type InvoiceMailRow = Awaited<ReturnType<typeof listInvoiceMailRows>>['items'][number];

const ofInvoice = (companyId: string, invoiceId: string) =>
  and(
    eq(mailOutbox.companyId, companyId),
    eq(mailOutbox.relatedType, INVOICE_RELATION),
    eq(mailOutbox.relatedId, invoiceId),
  );

/** A page of the invoice's messages, newest first (served by mail_outbox_related_idx). */
export async function listInvoiceMailRows(
  db: Db,
  companyId: string,
  invoiceId: string,
  page: { page: number; pageSize: number },
) {
  const where = ofInvoice(companyId, invoiceId);
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(mailOutbox).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findInvoiceMailRow(db: Db, companyId: string, invoiceId: string, mailId: string) {
  const [row] = await db
    .select(columns)
    .from(mailOutbox)
    .where(and(ofInvoice(companyId, invoiceId), eq(mailOutbox.id, mailId)))
    .limit(1);
  return row;
}

/** The delivery events of several messages in one query, oldest first. */
export function eventsOfMails(db: Db, companyId: string, mailIds: string[]) {
  if (mailIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(emailEvents)
    .where(and(eq(emailEvents.companyId, companyId), inArray(emailEvents.mailId, mailIds)))
    .orderBy(asc(emailEvents.occurredAt), asc(emailEvents.receivedAt));
}

/** Which files several messages carried (names and sizes, not the bytes), in one query. */
export function attachmentsOfMails(db: Db, companyId: string, mailIds: string[]) {
  if (mailIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      mailId: mailAttachments.mailId,
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      size: mailAttachments.size,
    })
    .from(mailAttachments)
    .where(and(eq(mailAttachments.companyId, companyId), inArray(mailAttachments.mailId, mailIds)))
    .orderBy(asc(mailAttachments.mailId), asc(mailAttachments.position));
}
