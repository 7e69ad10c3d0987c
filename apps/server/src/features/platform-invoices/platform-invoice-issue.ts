import {
  addDaysTo,
  type PlatformInvoiceLine,
  paymentReferenceFor,
  periodDays,
  platformInvoiceTotals,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { nextPlatformNumber } from '../../platform/counters.ts';
import { AppError } from '../../platform/errors.ts';
import type { PlatformBilling, PlatformCreditor } from '../../platform/platform-billing.ts';
import { platformToday } from './platform-invoice-view.ts';
import { type CompanyToBill, insertPlatformInvoice, periodBilled } from './platform-invoices.repo.ts';

export const ENTITY = 'platformInvoice';

/** The default line of a month: the company's package at its monthly price. */
export function packageLine(company: CompanyToBill, period: string): PlatformInvoiceLine[] | null {
  if (company.packageName === null || company.packagePriceCents === null) return null;
  const [year, month] = period.split('-');
  return [
    {
      description: `Maxer ${company.packageName} ${month}.${year}`,
      quantity: 1,
      unitPriceCents: company.packagePriceCents,
    },
  ];
}

/**
 * Issue one invoice inside `tx`: take the next platform number (its counter row stays locked until
 * commit, so every issuing transaction queues here), then check, under that lock, that the company is
 * not yet billed for the period (a concurrent run committed before the lock was granted is seen now);
 * snapshot the company, fix account and reference, insert, record. A refusal rolls the transaction
 * back and with it the number: no gap (ADR 042).
 */
export async function issuePlatformInvoice(
  tx: Db,
  input: {
    ctx: RequestContext;
    billing: PlatformBilling;
    creditor: PlatformCreditor;
    company: CompanyToBill;
    period: string | null;
    lines: PlatformInvoiceLine[];
    now: Date;
  },
): Promise<{ id: string; number: number }> {
  const { company, period, lines, billing, creditor } = input;
  const number = await nextPlatformNumber(tx, 'platform-invoice');
  const days = period ? periodDays(period) : null;
  if (days && (await periodBilled(tx, company.id, days.start)))
    throw new AppError('error_platform_invoice_period_billed', { params: { period: period! } });
  const date = platformToday(input.now);
  const { net, vat, total } = platformInvoiceTotals(lines, billing.vatRate);
  const values = {
    number,
    companyId: company.id,
    companyName: company.name,
    companyStreet: company.street,
    companyHouseNumber: company.streetNumber,
    companyPostcode: company.zipCode,
    companyTown: company.city,
    companyCountry: company.country,
    periodStart: days?.start ?? null,
    periodEnd: days?.end ?? null,
    date,
    dueDate: addDaysTo(date, billing.paymentTermDays),
    lines,
    vatRate: billing.vatRate,
    net,
    vat,
    total,
    paymentIban: creditor.iban,
    paymentReference: paymentReferenceFor(creditor.iban, number),
    createdByAdminId: input.ctx.actor.type === 'admin' ? input.ctx.actor.id : null,
  };
  const id = await insertPlatformInvoice(tx, values);
  await recordActivity(tx, input.ctx, null, {
    entityType: ENTITY,
    entityId: id,
    action: 'create',
    changes: diff(null, {
      number,
      company: company.name,
      period,
      total,
      paymentReference: values.paymentReference,
    }),
  });
  return { id, number };
}
