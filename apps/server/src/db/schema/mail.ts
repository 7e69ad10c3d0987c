import { EMAIL_EVENTS, MAIL_STATUSES } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, platformAdmins, users } from './accounts.ts';
import { createdAt, id, oneOf } from './columns.ts';

/**
 * Every outgoing e-mail and the record of what was sent, written in the same transaction as the
 * change that causes it, together with the job that sends it (platform/jobs, the `mail.send` job):
 * nothing is sent for a change that rolled back, nothing is lost while the mail server is down. The
 * job queue holds the attempts' timing and claims; this row holds the message and its state. With no
 * SMTP server configured, "sending" files the message in the development mailbox (this table,
 * status sent) where it can be read in the browser.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** Null for mail of the platform itself. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What the message belongs to (an offer, an invoice), for the lists that show it. */
    relatedType: text('related_type'),
    relatedId: uuid('related_id'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Deterministic, so a retry after an unknown outcome is recognisable as the same message. */
    messageId: text('message_id').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The provider's latest delivery event (by its own timestamp), kept on the row so lists show a
     * message's state with their one join; email_events holds the whole history.
     */
    lastEvent: text('last_event', { enum: EMAIL_EVENTS }),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The messages still waiting, which a starting worker makes sure have a job (delivery.ts).
    index('mail_outbox_waiting_idx').on(t.status).where(sql`${t.status} in ('queued', 'sending')`),
    index('mail_outbox_company_idx').on(t.companyId, t.createdAt),
    index('mail_outbox_related_idx').on(t.companyId, t.relatedType, t.relatedId),
    // Target of composite tenant references: (company_id, mail_id) can only name a message of that company.
    unique('mail_outbox_company_id_key').on(t.companyId, t.id),
    check('mail_outbox_status', oneOf(t.status, MAIL_STATUSES)),
    check('mail_outbox_last_event', oneOf(t.lastEvent, EMAIL_EVENTS)),
  ],
);

/**
 * Delivery events the provider reported for a message (SendGrid's Event Webhook). The provider may
 * post an event more than once: `sg_event_id` is unique, so a repeat is ignored.
 */
export const emailEvents = pgTable(
  'email_events',
  {
    id: id(),
    /** The message's company (null for mail of the platform itself). */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    sgEventId: text('sg_event_id').notNull(),
    sgMessageId: text('sg_message_id'),
    event: text('event', { enum: EMAIL_EVENTS }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    email: text('email'),
    detail: text('detail'),
    /** The event as posted, for what the columns do not keep. */
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_events_sg_event_idx').on(t.sgEventId),
    index('email_events_mail_idx').on(t.mailId, t.occurredAt),
    // An event of a company's message is filed under that company (ADR 024); platform mail has none.
    foreignKey({
      name: 'email_events_mail_company_fk',
      columns: [t.companyId, t.mailId],
      foreignColumns: [mailOutbox.companyId, mailOutbox.id],
    }).onDelete('cascade'),
    check('email_events_event', oneOf(t.event, EMAIL_EVENTS)),
  ],
);

/**
 * One-time links that let a person set their password (an invitation or a reset): a company's user
 * (company and user) or a platform admin (admin), exactly one of the two.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: id(),
    userId: uuid('user_id'),
    companyId: uuid('company_id'),
    adminId: uuid('admin_id').references(() => platformAdmins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_tokens_user_idx').on(t.companyId, t.userId),
    foreignKey({
      name: 'password_tokens_user_fk',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('password_tokens_admin_idx').on(t.adminId),
    check(
      'password_tokens_person',
      sql`(${t.adminId} is null and ${t.userId} is not null and ${t.companyId} is not null) or (${t.adminId} is not null and ${t.userId} is null and ${t.companyId} is null)`,
    ),
  ],
);
