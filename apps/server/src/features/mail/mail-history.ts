import { type ContractHistoryEntry, type EmailEvent, historyEntry } from '@maxer/domain';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

/** Delivery events after which the message did not reach the recipient. */
const UNDELIVERED: readonly EmailEvent[] = ['bounce', 'dropped'];

/** Which records' e-mails to list, and which field of an entry names the record. */
export interface MailRelation {
  type: string;
  ids: string[];
  field: 'offerId' | 'invoiceId' | 'appointmentId';
}

/**
 * The e-mails about these records for a job's history (one query, at most `limit`, oldest first):
 * sent (when it left), failed (with the error) or still waiting, with recipient and subject.
 */
export async function mailHistory(
  db: Db,
  companyId: string,
  relations: MailRelation[],
  limit: number,
): Promise<{ entries: ContractHistoryEntry[]; truncated: boolean }> {
  const wanted = relations.filter((relation) => relation.ids.length > 0);
  if (wanted.length === 0) return { entries: [], truncated: false };
  const rows = await db
    .select({
      kind: mailOutbox.kind,
      relatedType: mailOutbox.relatedType,
      relatedId: mailOutbox.relatedId,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      lastError: mailOutbox.lastError,
      lastEvent: mailOutbox.lastEvent,
      lastEventAt: mailOutbox.lastEventAt,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.companyId, companyId),
        or(
          ...wanted.map((relation) =>
            and(eq(mailOutbox.relatedType, relation.type), inArray(mailOutbox.relatedId, relation.ids)),
          ),
        ),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit).map((row) => {
    const field = wanted.find((relation) => relation.type === row.relatedType)?.field ?? 'offerId';
    const fields = {
      [field]: row.relatedId,
      recipient: row.recipient,
      subject: row.subject,
      mailKind: row.kind,
    };
    const undelivered = row.lastEvent !== null && UNDELIVERED.includes(row.lastEvent);
    if (row.status === 'failed' || undelivered) {
      return historyEntry('mailFailed', row.lastEventAt ?? row.sentAt ?? row.createdAt, {
        ...fields,
        reason: row.lastError ?? row.lastEvent,
      });
    }
    if (row.status === 'sent') return historyEntry('mailSent', row.sentAt ?? row.createdAt, fields);
    return historyEntry('mailQueued', row.createdAt, fields);
  });
  return { entries, truncated: rows.length > limit };
}
