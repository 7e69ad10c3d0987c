import type { ContractItem } from '@maxer/domain';
import { CURRENCIES, PAYMENT_METHODS } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';
import { contracts } from './contracts.ts';
import { customers } from './customers.ts';

/**
 * Invoices and their payments (issue 6; decisions.md "Invoices and payments", pricing.md "Invoices").
 *
 * - Every key is company-scoped: (company_id, id) is unique and every reference carries company_id, so
 *   the database itself refuses a customer, contract or invoice of another company.
 * - `number` is gapless and increasing per company: `nextNumber(tx, companyId, 'invoice', 1)` inside
 *   the inserting transaction (a rollback returns the number).
 * - `lines` are the pricing engine's five contract item types as entered; `net`, `vat`, `total` are
 *   computed from them by the domain's `computeInvoiceTotals` on every write and stored so lists can
 *   sort, filter and sum without pricing each row. `paid` is Σ payments, kept by
 *   `recomputeInvoicePaid` in the transaction that adds or removes a payment (under the invoice's row
 *   lock, so parallel payments cannot exceed the total); `unpaid` is generated (total − paid).
 * - `date` and `due_date` are calendar days (the company's); overdue = unpaid > 0 and the company's
 *   today is after due_date — computed when read, never stored (it changes with time alone).
 * - A contract's deletion leaves its invoices (contract_id set null); a customer with invoices cannot
 *   be deleted; an invoice with payments cannot be deleted (error_unpaid_not_zero, and the foreign key). The foreign
 *   keys are NO ACTION rather than RESTRICT so that deleting a company cascades through all of them.
 * - Payments: amount > 0 (cents). The form's idempotency key lives in `idempotency_keys` (scope
 *   'payment'), so a repeated submission of the same form finds the first payment instead of paying
 *   twice (platform/idempotency.ts).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    customerId: uuid('customer_id').notNull(),
    contractId: uuid('contract_id'),
    date: date('date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    header: text('header'),
    footer: text('footer'),
    lines: jsonb('lines').$type<ContractItem[]>().notNull(),
    includeVat: boolean('include_vat').notNull().default(false),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    paid: integer('paid').notNull().default(0),
    unpaid: integer('unpaid').notNull().generatedAlwaysAs(sql`total - paid`),
    createdByUserId: uuid('created_by_user_id'),
    // The account the invoice is paid to and its payment reference (QR or RF), fixed together when
    // it is issued with a valid IBAN (or, issued before the company had one, when first shown with
    // one): a later change of the company's IBAN leaves an issued invoice's payment details alone.
    paymentIban: text('payment_iban'),
    paymentReference: text('payment_reference'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('invoices_company_number_key').on(t.companyId, t.number),
    unique('invoices_company_id_key').on(t.companyId, t.id),
    // The target of payments_invoice_currency_fk (a payment's stored currency is its invoice's).
    unique('invoices_company_id_currency_key').on(t.companyId, t.id, t.currency),
    // By date, then number (the list's order); the trailing columns let the analytics sum a period's
    // totals, age the open ones and find a payment's currency from the index alone (ADR 058).
    index('invoices_company_date_idx').on(t.companyId, t.date, t.number, t.currency, t.total, t.unpaid, t.id),
    index('invoices_company_customer_idx').on(t.companyId, t.customerId, t.date),
    index('invoices_company_contract_idx').on(t.companyId, t.contractId),
    // The platform admin's search by invoice number across every company (features/admin-search).
    index('invoices_number_idx').on(t.number),
    // A bank statement's QR or creditor reference → the company's invoice (features/payments, bank
    // import): compared without spaces and case, however the reference was written (ADR 041).
    index('invoices_company_payment_reference_idx')
      .on(t.companyId, sql`upper(replace(${t.paymentReference}, ' ', ''))`)
      .where(sql`${t.paymentReference} is not null`),
    // Open invoices by due date: the unpaid and overdue filters and the dashboard; the trailing columns
    // are what the analytics' receivables by age read of each open invoice (index-only scan, ADR 058).
    index('invoices_company_open_idx')
      .on(t.companyId, t.dueDate, t.date, t.currency, t.unpaid)
      .where(sql`${t.unpaid} > 0`),
    // The count and sums of the filtered list (every list request) from the index alone (index-only
    // scan), not from one scattered wide heap row per invoice: all, paid/unpaid (a range on unpaid)
    // and overdue (due_date read from the entry), summed per currency (ADR 018). See
    // docs/benchmarks.md, "Invoices".
    index('invoices_company_amounts_idx').on(t.companyId, t.unpaid, t.dueDate, t.total, t.paid, t.currency),
    foreignKey({
      name: 'invoices_customer_fk',
      columns: [t.companyId, t.customerId],
      foreignColumns: [customers.companyId, customers.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'invoices_contract_fk',
      columns: [t.companyId, t.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }).onDelete('set null (contract_id)' as 'set null'),
    foreignKey({
      name: 'invoices_created_by_fk',
      columns: [t.companyId, t.createdByUserId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('set null (created_by_user_id)' as 'set null'),
    check('invoices_currency', oneOf(t.currency, CURRENCIES)),
    check('invoices_amounts', sql`${t.total} >= 0 and ${t.paid} >= 0 and ${t.paid} <= ${t.total}`),
    check('invoices_dates', sql`${t.dueDate} >= ${t.date}`),
    check('invoices_payment_account', sql`(${t.paymentIban} is null) = (${t.paymentReference} is null)`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').notNull(),
    amount: integer('amount').notNull(),
    /**
     * The invoice's currency, copied so the analytics sum payments per currency from an index alone
     * instead of joining every invoice of the company (ADR 058, migration 0052). Never written by the
     * application: a trigger sets it from the invoice on every insert (whatever was given), and the
     * foreign key (company_id, invoice_id, currency) → invoices refuses any other value and follows a
     * change of the invoice's currency (on update cascade). Typed nullable only so inserts may omit it;
     * `payments_currency` makes it required in the database.
     */
    currency: text('currency', { enum: CURRENCIES }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    notifyCustomer: boolean('notify_customer').notNull().default(false),
    // The bank's reference (AcctSvcrRef) of the booking a bank statement import recorded this payment
    // from: unique per company, so a booking imported again is recognised and never paid twice (ADR 041).
    bankReference: text('bank_reference'),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payments_company_id_key').on(t.companyId, t.id),
    unique('payments_company_bank_reference_key').on(t.companyId, t.bankReference),
    // By date; the trailing currency and amount are what the analytics sum per month (index-only scan).
    index('payments_company_date_idx').on(t.companyId, t.date, t.currency, t.amount),
    index('payments_company_invoice_idx').on(t.companyId, t.invoiceId),
    // The platform admin's live counts per hour (invoices paid), across companies.
    index('payments_created_idx').on(t.createdAt),
    foreignKey({
      name: 'payments_invoice_fk',
      columns: [t.companyId, t.invoiceId],
      foreignColumns: [invoices.companyId, invoices.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'payments_invoice_currency_fk',
      columns: [t.companyId, t.invoiceId, t.currency],
      foreignColumns: [invoices.companyId, invoices.id, invoices.currency],
    })
      .onDelete('no action')
      .onUpdate('cascade'),
    foreignKey({
      name: 'payments_created_by_fk',
      columns: [t.companyId, t.createdByUserId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('set null (created_by_user_id)' as 'set null'),
    check('payments_amount', sql`${t.amount} > 0`),
    check('payments_method', oneOf(t.method, PAYMENT_METHODS)),
    check('payments_currency', sql`${t.currency} is not null`),
  ],
);
