import {
  calendarDayIn,
  computeInvoiceTotals,
  type Invoice,
  type InvoiceSummary,
  invoiceState,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { companyTimeZoneOf, type RequestContext } from '../../platform/auth/context.ts';
import { findCompany } from '../company/index.ts';
import { findCustomer } from '../customers/index.ts';
import { findInvoice, type InvoiceRow } from './invoices.repo.ts';

/** The company's calendar day now: what "overdue" compares the due date with. */
export function companyToday(ctx: RequestContext, now: Date): string {
  return calendarDayIn(now, companyTimeZoneOf(ctx));
}

type SummaryRow = Pick<
  InvoiceRow,
  | 'id'
  | 'number'
  | 'customer'
  | 'contractId'
  | 'contractNumber'
  | 'date'
  | 'dueDate'
  | 'currency'
  | 'total'
  | 'paid'
  | 'unpaid'
  | 'createdAt'
>;

export function toInvoiceSummary(row: SummaryRow, today: string): InvoiceSummary {
  return {
    _id: row.id,
    number: row.number,
    customer: {
      _id: row.customer.id,
      number: row.customer.number,
      name: row.customer.name,
      email: row.customer.email,
      gender: row.customer.gender,
    },
    contract:
      row.contractId && row.contractNumber !== null
        ? { _id: row.contractId, number: row.contractNumber }
        : null,
    date: row.date,
    dueDate: row.dueDate,
    currency: row.currency,
    total: row.total,
    paid: row.paid,
    unpaid: row.unpaid,
    state: invoiceState(row, today),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toInvoice(row: InvoiceRow, today: string): Invoice {
  // The stored totals were computed from these lines on write; the per-line amounts are computed again.
  const totals = computeInvoiceTotals(row);
  return {
    ...toInvoiceSummary(row, today),
    header: row.header,
    footer: row.footer,
    lines: row.lines,
    includeVat: row.includeVat,
    vatRate: row.vatRate,
    lineAmounts: totals.lines.map(({ index, amount, runningTotal }) => ({ index, amount, runningTotal })),
    subtotal: totals.subtotal,
    net: row.net,
    vat: row.vat,
    rounding: totals.rounding,
    locked: row.paid > 0,
    acceptedPrice: row.acceptedSnapshot
      ? {
          grossLow: row.acceptedSnapshot.grossLow,
          grossHigh: row.acceptedSnapshot.grossHigh,
          currency: row.acceptedSnapshot.currency,
        }
      : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * An invoice with its customer (address, language-neutral fields) and company (branding, IBAN, time
 * zone), without an authorization check: for the PDF, the QR-bill and e-mails, whose callers authorized.
 */
export async function loadInvoiceView(db: Db, companyId: string, id: string, now: Date) {
  const row = await findInvoice(db, companyId, id);
  if (!row) return null;
  const [company, customer] = await Promise.all([
    findCompany(db, companyId),
    findCustomer(db, companyId, row.customer.id),
  ]);
  const today = calendarDayIn(now, company!.company.timeZone);
  const { paymentIban, paymentReference } = row;
  return {
    invoice: toInvoice(row, today),
    /** The account and reference fixed when it was issued (invoice-payment-account.ts); null: none yet. */
    payment: paymentIban && paymentReference ? { paymentIban, paymentReference } : null,
    customer: customer!,
    company: company!.company,
  };
}
export type InvoiceView = NonNullable<Awaited<ReturnType<typeof loadInvoiceView>>>;
