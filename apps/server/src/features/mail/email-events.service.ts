import { EMAIL_EVENTS, type EmailEvent } from '@maxer/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { OUTBOX_ID_ARG } from '../../platform/mail/transport.ts';
import { findMailsForEvents, insertEvents, setLastEvent } from './email-events.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One event of SendGrid's Event Webhook; custom arguments arrive as top-level fields. */
const sendgridEvent = z.looseObject({
  event: z.enum(EMAIL_EVENTS),
  sg_event_id: z.string().min(1).max(200),
  /** Unix seconds. */
  timestamp: z.number().nonnegative().max(1e11),
  email: z.string().max(320).optional(),
  sg_message_id: z.string().max(300).optional(),
  'smtp-id': z.string().max(300).optional(),
  reason: z.string().optional(),
  response: z.string().optional(),
  url: z.string().optional(),
  [OUTBOX_ID_ARG]: z.string().optional(),
  unique_args: z.record(z.string(), z.unknown()).optional(),
  custom_args: z.record(z.string(), z.unknown()).optional(),
});
type SendgridEvent = z.infer<typeof sendgridEvent>;

function outboxIdOf(event: SendgridEvent): string | undefined {
  const value =
    event[OUTBOX_ID_ARG] ?? event.unique_args?.[OUTBOX_ID_ARG] ?? event.custom_args?.[OUTBOX_ID_ARG];
  return typeof value === 'string' && UUID.test(value) ? value : undefined;
}

/** Clocks differ a little; an event further ahead than this is refused. */
const FUTURE_TOLERANCE_MS = 10 * 60_000;

/** Later in a message's life wins when two events carry the same second. */
const rank = (event: EmailEvent) => EMAIL_EVENTS.indexOf(event);
const isNewer = (a: { event: EmailEvent; at: Date }, b: { event: EmailEvent | null; at: Date | null }) =>
  !b.event || !b.at || a.at > b.at || (a.at.getTime() === b.at.getTime() && rank(a.event) >= rank(b.event));

export interface IngestResult {
  stored: number;
  /** Posted before (the provider retries): skipped. */
  duplicates: number;
  /** Naming no message of ours: acknowledged, not kept. */
  unmatched: number;
  /** Malformed, dated in the future, or an event type we do not track (e.g. group_unsubscribe). */
  ignored: number;
}

/**
 * Record a batch of provider events against our messages (by the outbox id we put in X-SMTPAPI,
 * else by Message-ID) and move each message's latest event forward. Events naming no message of ours
 * are dropped: there is nothing to show them on.
 */
export async function ingestEmailEvents(db: Db, posted: unknown[], now: Date): Promise<IngestResult> {
  const events: SendgridEvent[] = [];
  const seen = new Set<string>();
  let ignored = 0;
  let duplicates = 0;
  const latest = now.getTime() + FUTURE_TOLERANCE_MS;
  for (const item of posted) {
    const parsed = sendgridEvent.safeParse(item);
    // An event from the future would stay the message's latest for ever: not believed.
    if (!parsed.success || parsed.data.timestamp * 1000 > latest) ignored++;
    else if (seen.has(parsed.data.sg_event_id)) duplicates++;
    else {
      seen.add(parsed.data.sg_event_id);
      events.push(parsed.data);
    }
  }

  return db.transaction(async (tx) => {
    const outboxIds = [...new Set(events.map(outboxIdOf).filter((id) => id !== undefined))];
    const messageIds = [...new Set(events.flatMap((e) => (outboxIdOf(e) ? [] : (e['smtp-id'] ?? []))))];
    const mails = await findMailsForEvents(tx, outboxIds, messageIds);
    const byId = new Map(mails.map((mail) => [mail.id, mail]));
    const byMessageId = new Map(mails.map((mail) => [mail.messageId, mail]));

    const rows = [];
    let unmatched = 0;
    for (const event of events) {
      const outboxId = outboxIdOf(event);
      const mail = outboxId ? byId.get(outboxId) : byMessageId.get(event['smtp-id'] ?? '');
      if (!mail) {
        unmatched++;
        continue;
      }
      rows.push({
        companyId: mail.companyId,
        mailId: mail.id,
        sgEventId: event.sg_event_id,
        sgMessageId: event.sg_message_id ?? null,
        event: event.event,
        occurredAt: new Date(Math.round(event.timestamp * 1000)),
        email: event.email ?? null,
        detail: (event.reason ?? event.response ?? event.url ?? '').slice(0, 1000) || null,
        payload: event,
      });
    }

    const inserted = new Set((await insertEvents(tx, rows)).map((row) => row.sgEventId));
    const latest = new Map(mails.map((mail) => [mail.id, { event: mail.lastEvent, at: mail.lastEventAt }]));
    const changed = new Set<string>();
    for (const row of rows) {
      if (!inserted.has(row.sgEventId)) continue;
      const candidate = { event: row.event, at: row.occurredAt };
      if (isNewer(candidate, latest.get(row.mailId)!)) {
        latest.set(row.mailId, candidate);
        changed.add(row.mailId);
      }
    }
    for (const mailId of changed) {
      const { event, at } = latest.get(mailId)!;
      await setLastEvent(tx, mailId, event!, at!);
    }
    return {
      stored: inserted.size,
      duplicates: duplicates + rows.length - inserted.size,
      unmatched,
      ignored,
    };
  });
}
