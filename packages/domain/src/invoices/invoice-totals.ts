import type { Currency } from '../constants.ts';
import { computePrice } from '../pricing/compute.ts';
import type { ContractItem } from '../pricing/schemas.ts';

/**
 * Invoice totals (pricing.md "Invoices"): the five line types priced by the pricing engine itself
 * (an invoice is priced as a contract that has only items), so invoices, contracts and offers round
 * alike. total = gross rounded to the currency's step (5 Rappen for CHF); paid = Σ payments;
 * unpaid = total − paid; paid when unpaid is 0. All amounts are integer cents.
 */
export interface InvoicePricingInput {
  lines: readonly ContractItem[];
  includeVat: boolean;
  vatRate: number;
  currency: Currency;
}

export interface InvoiceTotals {
  /** Each line (by index) with its amount (null for text and subtotal) and the running sum. */
  lines: { index: number; type: ContractItem['type']; amount: number | null; runningTotal: number }[];
  /** Σ lines as entered: net when VAT is added, gross when it is included. */
  subtotal: number;
  net: number;
  vat: number;
  /** The rounding line: total − (net + vat). */
  rounding: number;
  /** The payable amount. */
  total: number;
}

export function computeInvoiceTotals(input: InvoicePricingInput): InvoiceTotals {
  const price = computePrice({
    items: [...input.lines],
    includeVat: input.includeVat,
    vatRate: input.vatRate,
    currency: input.currency,
  });
  return {
    lines: price.items.lines,
    subtotal: price.subtotalHigh,
    net: price.netHigh,
    vat: price.vatHigh,
    rounding: price.roundingHigh,
    total: price.grossHigh,
  };
}

export const INVOICE_STATES = ['paid', 'unpaid', 'overdue'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** unpaid = total − paid (never below 0: payments cannot exceed the total). */
export function unpaidAmount(total: number, paid: number): number {
  return Math.max(0, total - paid);
}

/**
 * paid when nothing is left to pay; overdue when something is and `today` (the calendar day in the
 * company's time zone, "YYYY-MM-DD") is after the due date; unpaid otherwise. ISO days compare as text.
 */
export function invoiceState(
  invoice: { total: number; paid: number; dueDate: string },
  today: string,
): InvoiceState {
  if (unpaidAmount(invoice.total, invoice.paid) === 0) return 'paid';
  return today > invoice.dueDate ? 'overdue' : 'unpaid';
}

/** A calendar day plus whole days ("2026-01-30" + 30 → "2026-03-01"). */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
