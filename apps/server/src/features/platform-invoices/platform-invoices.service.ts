import {
  type Language,
  type PlatformInvoice,
  type PlatformInvoiceCreate,
  type PlatformInvoiceListQuery,
  type PlatformInvoicePage,
  type PlatformInvoicePay,
  type PlatformInvoiceUpdate,
  platformInvoiceTotals,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PlatformBilling } from '../../platform/platform-billing.ts';
import { texts } from '../../platform/texts.ts';
import { ENTITY, issuePlatformInvoice, packageLine } from './platform-invoice-issue.ts';
import { renderPlatformInvoicePdf } from './platform-invoice-pdf/platform-invoice-pdf.ts';
import { platformToday, requireCreditor, toPlatformInvoice } from './platform-invoice-view.ts';
import {
  companyToBill,
  findPlatformInvoice,
  listPlatformInvoices,
  lockPlatformInvoice,
  updatePlatformInvoice,
} from './platform-invoices.repo.ts';

export interface PlatformInvoicesDeps {
  db: Db;
  now: () => Date;
  platformBilling: PlatformBilling;
  publicUrl: string;
}

const periodBilledError = (period: string) =>
  new AppError('error_platform_invoice_period_billed', { params: { period } });

/** The platform's invoices, filtered and paged, with the sums of the filtered list. */
export async function listPlatformInvoicesForAdmin(
  deps: PlatformInvoicesDeps,
  ctx: RequestContext,
  query: PlatformInvoiceListQuery,
): Promise<PlatformInvoicePage> {
  authorize(ctx, 'platform:manage');
  const today = platformToday(deps.now());
  const { items, total, sums } = await listPlatformInvoices(deps.db, query, today);
  return {
    items: items.map((row) => toPlatformInvoice(row, today)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    sums,
  };
}

export async function readPlatformInvoice(db: Db, id: string, now: Date, companyId?: string) {
  const row = await findPlatformInvoice(db, id, companyId);
  if (!row) throw notFound();
  return toPlatformInvoice(row, platformToday(now));
}

export async function getPlatformInvoiceForAdmin(
  deps: PlatformInvoicesDeps,
  ctx: RequestContext,
  id: string,
): Promise<PlatformInvoice> {
  authorize(ctx, 'platform:manage');
  return readPlatformInvoice(deps.db, id, deps.now());
}

/**
 * A new invoice for one company: lines as given, else its package's monthly price for the period
 * (`error_no_package` when it has none). One per company and period (409 when it has one already).
 */
export async function createPlatformInvoice(
  deps: PlatformInvoicesDeps,
  ctx: RequestContext,
  input: PlatformInvoiceCreate,
): Promise<PlatformInvoice> {
  authorize(ctx, 'platform:manage');
  const creditor = requireCreditor(deps.platformBilling);
  const company = await companyToBill(deps.db, input.companyId);
  if (!company) throw new AppError('error_validation', { fields: { companyId: 'error_field_invalid' } });
  if (!input.lines && !input.period)
    throw new AppError('error_validation', { fields: { lines: 'error_field_required' } });
  const lines = input.lines ?? packageLine(company, input.period!);
  if (!lines) throw new AppError('error_no_package');
  try {
    const { id } = await deps.db.transaction((tx) =>
      issuePlatformInvoice(tx, {
        ctx,
        billing: deps.platformBilling,
        creditor,
        company,
        period: input.period,
        lines,
        now: deps.now(),
      }),
    );
    return readPlatformInvoice(deps.db, id, deps.now());
  } catch (error) {
    if (input.period && isUniqueViolation(error, 'platform_invoices_company_period_key'))
      throw periodBilledError(input.period);
    throw error;
  }
}

/** Lock the invoice for a change; only an OPEN one may change (a paid or canceled one is read-only). */
async function lockOpen(tx: Db, id: string) {
  const row = await lockPlatformInvoice(tx, id);
  if (!row) throw notFound();
  if (row.status !== 'OPEN') throw new AppError('error_platform_invoice_not_open');
  return row;
}

/** New lines and due date while OPEN; totals computed again at the rate it was issued with. */
export async function changePlatformInvoice(
  deps: PlatformInvoicesDeps,
  ctx: RequestContext,
  id: string,
  values: PlatformInvoiceUpdate,
): Promise<PlatformInvoice> {
  authorize(ctx, 'platform:manage');
  await deps.db.transaction(async (tx) => {
    const before = await lockOpen(tx, id);
    if (values.dueDate < before.date)
      throw new AppError('error_validation', { fields: { dueDate: 'error_field_invalid' } });
    const { net, vat, total } = platformInvoiceTotals(values.lines, before.vatRate);
    await updatePlatformInvoice(tx, id, { lines: values.lines, dueDate: values.dueDate, net, vat, total });
    await recordActivity(tx, ctx, null, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      changes: diff({ lines: before.lines, dueDate: before.dueDate }, values),
    });
  });
  return readPlatformInvoice(deps.db, id, deps.now());
}

/** Paid: the day, how, and the admin who says so. Read-only from then on. */
export async function markPlatformInvoicePaid(
  deps: PlatformInvoicesDeps,
  ctx: RequestContext,
  id: string,
  input: PlatformInvoicePay,
): Promise<PlatformInvoice> {
  authorize(ctx, 'platform:manage');
  await deps.db.transaction(async (tx) => {
    await lockOpen(tx, id);
    await updatePlatformInvoice(tx, id, {
      status: 'PAID',
      paidOn: input.paidOn,
      paidMethod: input.method,
      paidNote: input.note,
      paidByAdminId: ctx.actor.type === 'admin' ? ctx.actor.id : null,
    });
    await recordActivity(tx, ctx, null, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      changes: diff({ status: 'OPEN' }, { status: 'PAID', ...input }),
    });
  });
  return readPlatformInvoice(deps.db, id, deps.now());
}

/** Canceled with a reason: it keeps its number (never reused) and stays, read-only. */
export async function cancelPlatformInvoice(
  deps: PlatformInvoicesDeps,
  ctx: RequestContext,
  id: string,
  reason: string,
): Promise<PlatformInvoice> {
  authorize(ctx, 'platform:manage');
  await deps.db.transaction(async (tx) => {
    await lockOpen(tx, id);
    await updatePlatformInvoice(tx, id, {
      status: 'CANCEL',
      cancelReason: reason,
      canceledAt: deps.now(),
      canceledByAdminId: ctx.actor.type === 'admin' ? ctx.actor.id : null,
    });
    await recordActivity(tx, ctx, null, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      changes: diff({ status: 'OPEN' }, { status: 'CANCEL', cancelReason: reason }),
    });
  });
  return readPlatformInvoice(deps.db, id, deps.now());
}

/** The invoice's PDF (with its QR-bill while open) in `language`. */
export async function platformInvoicePdfOf(
  deps: Pick<PlatformInvoicesDeps, 'platformBilling' | 'publicUrl'>,
  invoice: PlatformInvoice,
  language: Language,
): Promise<{ filename: string; content: Buffer }> {
  const creditor = requireCreditor(deps.platformBilling);
  const content = await renderPlatformInvoicePdf({ language, invoice, creditor, website: deps.publicUrl });
  return { filename: `Maxer-${texts(language, 'pdf').invoice.invoice}-${invoice.number}.pdf`, content };
}

export async function platformInvoicePdfForAdmin(
  deps: PlatformInvoicesDeps,
  ctx: RequestContext,
  id: string,
  language: Language,
) {
  authorize(ctx, 'platform:manage');
  return platformInvoicePdfOf(deps, await readPlatformInvoice(deps.db, id, deps.now()), language);
}
