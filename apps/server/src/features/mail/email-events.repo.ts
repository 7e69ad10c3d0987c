import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailEvents, mailOutbox } from '../../db/schema/index.ts';

/** The messages events name, by outbox id or Message-ID, locked while their latest event changes. */
export async function findMailsForEvents(db: Db, outboxIds: string[], messageIds: string[]) {
  if (outboxIds.length === 0 && messageIds.length === 0) return [];
  return (
    db
      .select({
        id: mailOutbox.id,
        companyId: mailOutbox.companyId,
        messageId: mailOutbox.messageId,
        lastEvent: mailOutbox.lastEvent,
        lastEventAt: mailOutbox.lastEventAt,
      })
      .from(mailOutbox)
      .where(
        or(
          outboxIds.length ? inArray(mailOutbox.id, outboxIds) : undefined,
          messageIds.length ? inArray(mailOutbox.messageId, messageIds) : undefined,
        ),
      )
      // One lock order for every post, so two posts naming the same messages cannot deadlock.
      .orderBy(mailOutbox.id)
      .for('update')
  );
}

/** Store events; one the provider posted before (same sg_event_id) is skipped. Answers the new ones. */
export async function insertEvents(db: Db, rows: (typeof emailEvents.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db
    .insert(emailEvents)
    .values(rows)
    .onConflictDoNothing({ target: emailEvents.sgEventId })
    .returning({ sgEventId: emailEvents.sgEventId });
}

export async function setLastEvent(
  db: Db,
  mailId: string,
  event: NonNullable<typeof mailOutbox.$inferSelect.lastEvent>,
  at: Date,
) {
  await db.update(mailOutbox).set({ lastEvent: event, lastEventAt: at }).where(eq(mailOutbox.id, mailId));
}
