import type { PlatformInvoiceLine } from '@maxer/domain';
import { PAYMENT_METHODS, PLATFORM_INVOICE_STATUSES } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, platformAdmins } from './accounts.ts';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';

/**
 * The next number of each platform-wide sequence (the platform's invoice numbers). Like
 * `company_counters`: taken with an UPDATE inside the inserting transaction, so the row stays locked
 * until commit and a rollback gives the number back (gapless; ADR 042).
 */
export const platformCounters = pgTable('platform_counters', {
  name: text('name').primaryKey(),
  nextValue: integer('next_value').notNull(),
});

/**
 * The platform's invoices to its companies ("Maxer invoices", issue 16; ADR 042).
 *
 * - `number` is gapless per platform (platform_counters 'platform-invoice'); a canceled invoice keeps it.
 * - The debtor (company name and address) is a snapshot taken at creation: the document stays as sent
 *   whatever the company later changes; `company_id` links it for lists and the company's own view.
 * - `period_start`/`period_end`: the month a billing run (or the admin) billed; null for a one-off.
 *   At most one invoice that is not canceled per company and period (partial unique index): the billing
 *   run is idempotent even when two run at once.
 * - Money in CHF cents; `net`, `vat`, `total` computed from `lines` and `vat_rate` on every write.
 * - `payment_iban` and `payment_reference` (QRR with a QR-IBAN, RF otherwise, from the number) are fixed
 *   at creation and unique, so a bank statement's reference finds exactly one invoice.
 * - Overdue is never stored: OPEN and Europe/Zurich's today after `due_date`, computed when read.
 */
export const platformInvoices = pgTable(
  'platform_invoices',
  {
    id: id(),
    number: integer('number').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    companyStreet: text('company_street'),
    companyHouseNumber: text('company_house_number'),
    companyPostcode: text('company_postcode'),
    companyTown: text('company_town'),
    companyCountry: text('company_country').notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    date: date('date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    lines: jsonb('lines').$type<PlatformInvoiceLine[]>().notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    status: text('status', { enum: PLATFORM_INVOICE_STATUSES }).notNull().default('OPEN'),
    paidOn: date('paid_on', { mode: 'string' }),
    paidMethod: text('paid_method', { enum: PAYMENT_METHODS }),
    paidNote: text('paid_note'),
    /** The bank's reference of the booking that paid it (a bank statement import): counted once. */
    paidBankReference: text('paid_bank_reference'),
    paidByAdminId: uuid('paid_by_admin_id').references(() => platformAdmins.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    canceledByAdminId: uuid('canceled_by_admin_id').references(() => platformAdmins.id, {
      onDelete: 'set null',
    }),
    paymentIban: text('payment_iban').notNull(),
    paymentReference: text('payment_reference').notNull(),
    createdByAdminId: uuid('created_by_admin_id').references(() => platformAdmins.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('platform_invoices_number_key').on(t.number),
    uniqueIndex('platform_invoices_payment_reference_key').on(t.paymentReference),
    // A booking pays one invoice once, however often its statement is imported (ADR 041).
    uniqueIndex('platform_invoices_paid_bank_reference_key')
      .on(t.paidBankReference)
      .where(sql`${t.paidBankReference} is not null`),
    // One invoice per company and month, canceled ones aside (the billing run's idempotency).
    uniqueIndex('platform_invoices_company_period_key')
      .on(t.companyId, t.periodStart)
      .where(sql`${t.status} <> 'CANCEL' and ${t.periodStart} is not null`),
    index('platform_invoices_company_idx').on(t.companyId, t.number),
    index('platform_invoices_open_idx').on(t.dueDate).where(sql`${t.status} = 'OPEN'`),
    check('platform_invoices_status', oneOf(t.status, PLATFORM_INVOICE_STATUSES)),
    check(
      'platform_invoices_amounts',
      sql`${t.net} >= 0 and ${t.vat} >= 0 and ${t.total} = ${t.net} + ${t.vat}`,
    ),
    check('platform_invoices_dates', sql`${t.dueDate} >= ${t.date}`),
    check(
      'platform_invoices_period',
      sql`(${t.periodStart} is null) = (${t.periodEnd} is null) and (${t.periodEnd} is null or ${t.periodEnd} >= ${t.periodStart})`,
    ),
    check(
      'platform_invoices_paid',
      sql`(${t.status} = 'PAID') = (${t.paidOn} is not null and ${t.paidMethod} is not null)`,
    ),
    check(
      'platform_invoices_canceled',
      sql`(${t.status} = 'CANCEL') = (${t.canceledAt} is not null and ${t.cancelReason} is not null)`,
    ),
  ],
);
