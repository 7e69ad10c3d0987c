import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

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
