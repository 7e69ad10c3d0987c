import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailAttachments, mailOutbox } from '../../db/schema/index.ts';

const summary = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

/** `companyId` null: every message (a platform admin not acting for a company). */
export async function listMessages(
  db: Db,
  companyId: string | null,
  page: { page: number; pageSize: number },
) {
  const where = companyId ? eq(mailOutbox.companyId, companyId) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select(summary)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(mailOutbox).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findMessage(db: Db, companyId: string | null, id: string) {
  const [row] = await db
    .select({ ...summary, html: mailOutbox.html, text: mailOutbox.text, messageId: mailOutbox.messageId })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), companyId ? eq(mailOutbox.companyId, companyId) : undefined))
    .limit(1);
  return row;
}

/** The files of a message (without their bytes); `companyId` null: a platform admin's view of any. */
export function listAttachments(db: Db, companyId: string | null, mailId: string) {
  return db
    .select({
      id: mailAttachments.id,
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      size: mailAttachments.size,
    })
    .from(mailAttachments)
    .where(
      and(
        eq(mailAttachments.mailId, mailId),
        companyId ? eq(mailAttachments.companyId, companyId) : undefined,
      ),
    )
    .orderBy(asc(mailAttachments.position));
}

export async function findAttachment(db: Db, companyId: string | null, mailId: string, id: string) {
  const [row] = await db
    .select({
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .innerJoin(mailOutbox, eq(mailOutbox.id, mailAttachments.mailId))
    .where(
      and(
        eq(mailAttachments.id, id),
        eq(mailAttachments.mailId, mailId),
        companyId ? eq(mailOutbox.companyId, companyId) : undefined,
      ),
    )
    .limit(1);
  return row;
}
