import { calendarDayIn, PLATFORM_TIME_ZONE, type PlatformInvoice, platformLineAmount } from '@maxer/domain';
import { AppError } from '../../platform/errors.ts';
import type { PlatformBilling, PlatformCreditor } from '../../platform/platform-billing.ts';
import type { PlatformInvoiceRow } from './platform-invoices.repo.ts';

/** The platform's today: its invoices' dates and "overdue" are Swiss calendar days. */
export const platformToday = (now: Date) => calendarDayIn(now, PLATFORM_TIME_ZONE);

/** OPEN and its due date has passed in Europe/Zurich: computed when read, never stored. */
export const isOverdue = (row: { status: string; dueDate: string }, today: string) =>
  row.status === 'OPEN' && row.dueDate < today;

export function toPlatformInvoice(row: PlatformInvoiceRow, today: string): PlatformInvoice {
  return {
    _id: row.id,
    number: row.number,
    company: {
      _id: row.companyId,
      name: row.companyName,
      address: {
        street: row.companyStreet,
        houseNumber: row.companyHouseNumber,
        postcode: row.companyPostcode,
        town: row.companyTown,
        country: row.companyCountry,
      },
    },
    period: row.periodStart ? row.periodStart.slice(0, 7) : null,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    date: row.date,
    dueDate: row.dueDate,
    lines: row.lines.map((line) => ({ ...line, amountCents: platformLineAmount(line) })),
    vatRate: row.vatRate,
    currency: 'CHF',
    netCents: row.netCents,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    status: row.status,
    overdue: isOverdue(row, today),
    paymentIban: row.paymentIban,
    paymentReference: row.paymentReference,
    paid:
      row.status === 'PAID' && row.paidOn && row.paidMethod
        ? { on: row.paidOn, method: row.paidMethod, note: row.paidNote, by: row.paidByName }
        : null,
    canceled:
      row.status === 'CANCEL' && row.canceledAt && row.cancelReason
        ? { at: row.canceledAt.toISOString(), reason: row.cancelReason, by: row.canceledByName }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The platform's creditor data, or the error naming the environment variables still missing. */
export function requireCreditor(billing: PlatformBilling): PlatformCreditor {
  if (billing.creditor) return billing.creditor;
  throw new AppError('error_platform_billing_not_configured', {
    params: { missing: billing.missing.join(', ') },
  });
}
