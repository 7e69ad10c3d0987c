import { GOOGLE_CALENDAR_STATUSES } from '@maxer/domain';
import { check, foreignKey, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { oneOf, updatedAt } from './columns.ts';

export const GOOGLE_CALENDAR_SOURCES = ['appointment', 'relocation'] as const;

/**
 * A company's Google Calendar connection (issue 17; ADR 044), one per company. `tokens` is the OAuth
 * token set sealed with AES-256-GCM under CALENDAR_TOKEN_KEY (never plain text); null once the grant
 * broke. The selection survives a broken grant, so reconnecting resumes where it stopped.
 */
export const googleCalendarConnections = pgTable(
  'google_calendar_connections',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: GOOGLE_CALENDAR_STATUSES }).notNull(),
    accountEmail: text('account_email').notNull(),
    tokens: text('tokens'),
    appointmentsCalendarId: text('appointments_calendar_id'),
    contractsCalendarId: text('contracts_calendar_id'),
    connectedByUserId: uuid('connected_by_user_id'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    brokenAt: timestamp('broken_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('google_calendar_connections_status', oneOf(t.status, GOOGLE_CALENDAR_STATUSES)),
    foreignKey({
      name: 'google_calendar_connections_user_fk',
      columns: [t.companyId, t.connectedByUserId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('set null (connected_by_user_id)' as 'set null'),
  ],
);

/**
 * Which Google calendar holds the event of one appointment or one job's move, so a change of
 * selection or a delete reaches the event where it is. The event's id itself derives from ours.
 */
export const googleCalendarEvents = pgTable(
  'google_calendar_events',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    source: text('source', { enum: GOOGLE_CALENDAR_SOURCES }).notNull(),
    sourceId: uuid('source_id').notNull(),
    calendarId: text('calendar_id').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.source, t.sourceId] }),
    check('google_calendar_events_source', oneOf(t.source, GOOGLE_CALENDAR_SOURCES)),
  ],
);
