import { APPOINTMENT_KINDS } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';
import { contracts } from './contracts.ts';
import { customers } from './customers.ts';

/**
 * Appointments (issue 17; ADR 043). Company-scoped keys like invoices: the database refuses a customer,
 * job or person of another company. A deleted customer or job leaves its appointments in place, unlinked
 * (the people's calendars hold the invitation; deleting the appointment is what cancels it).
 * `sequence` is the invitations' SEQUENCE, raised on every change that is sent out; `sent_at` says
 * whether invitations went out (so a delete sends the cancellation).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: APPOINTMENT_KINDS }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location'),
    customerId: uuid('customer_id'),
    contractId: uuid('contract_id'),
    notes: text('notes'),
    copyToCustomer: boolean('copy_to_customer').notNull().default(false),
    sendByEmail: boolean('send_by_email').notNull().default(false),
    sequence: integer('sequence').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('appointments_company_id_key').on(t.companyId, t.id),
    // The calendar's and the list's range: what starts before the range ends, from the start on.
    index('appointments_company_start_idx').on(t.companyId, t.startsAt),
    index('appointments_customer_idx').on(t.companyId, t.customerId),
    index('appointments_contract_idx').on(t.companyId, t.contractId),
    foreignKey({
      name: 'appointments_customer_fk',
      columns: [t.companyId, t.customerId],
      foreignColumns: [customers.companyId, customers.id],
    }).onDelete('set null (customer_id)' as 'set null'),
    foreignKey({
      name: 'appointments_contract_fk',
      columns: [t.companyId, t.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }).onDelete('set null (contract_id)' as 'set null'),
    foreignKey({
      name: 'appointments_created_by_fk',
      columns: [t.companyId, t.createdByUserId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('set null (created_by_user_id)' as 'set null'),
    check('appointments_kind', oneOf(t.kind, APPOINTMENT_KINDS)),
    check('appointments_duration', sql`${t.durationMinutes} between 15 and 1440`),
  ],
);

/** The people assigned to an appointment (the company's users). */
export const appointmentEmployees = pgTable(
  'appointment_employees',
  {
    companyId: uuid('company_id').notNull(),
    appointmentId: uuid('appointment_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appointmentId, t.userId] }),
    // "Whose appointments": one person's, by the list's employee filter.
    index('appointment_employees_user_idx').on(t.companyId, t.userId),
    foreignKey({
      name: 'appointment_employees_appointment_fk',
      columns: [t.companyId, t.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointment_employees_user_fk',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A company's secret calendar feed (ADR 043): the address calendar apps subscribe to. Only the hash of
 * its token is kept (the address is shown once, when made); making a new one replaces it, so the old
 * address stops at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('calendar_feeds_token_hash_key').on(t.tokenHash)],
);
