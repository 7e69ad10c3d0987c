import {
  type CompanyPlatformInvoiceListQuery,
  isValidQrReference,
  type Language,
  type PlatformInvoice,
  type PlatformInvoicePage,
  type PlatformInvoicePayInfo,
} from '@maxer/domain';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { isOverdue, platformToday, toPlatformInvoice } from './platform-invoice-view.ts';
import { listPlatformInvoices, openInvoicesOf } from './platform-invoices.repo.ts';
import {
  type PlatformInvoicesDeps,
  platformInvoicePdfOf,
  readPlatformInvoice,
} from './platform-invoices.service.ts';

/** The company's own invoices from the platform (OWNER; another company's answer 404). */
export async function listOwnPlatformInvoices(
  deps: PlatformInvoicesDeps,
  ctx: RequestContext,
  query: CompanyPlatformInvoiceListQuery,
): Promise<PlatformInvoicePage> {
  authorize(ctx, 'platform-invoice:read-own');
  const companyId = companyOf(ctx);
  const today = platformToday(deps.now());
  const { items, total, sums } = await listPlatformInvoices(deps.db, { ...query, companyId }, today);
  return {
    items: items.map((row) => toPlatformInvoice(row, today)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    sums,
  };
}

export async function getOwnPlatformInvoice(
  deps: PlatformInvoicesDeps,
  ctx: RequestContext,
  id: string,
): Promise<PlatformInvoice> {
  authorize(ctx, 'platform-invoice:read-own');
  return readPlatformInvoice(deps.db, id, deps.now(), companyOf(ctx));
}

export async function ownPlatformInvoicePdf(
  deps: PlatformInvoicesDeps,
  ctx: RequestContext,
  id: string,
  language: Language,
) {
  authorize(ctx, 'platform-invoice:read-own');
  const invoice = await readPlatformInvoice(deps.db, id, deps.now(), companyOf(ctx));
  return platformInvoicePdfOf(deps, invoice, language);
}

/** Everything to pay the open invoices: amount, account, reference, and which are overdue. */
export async function ownPayInfo(
  deps: PlatformInvoicesDeps,
  ctx: RequestContext,
): Promise<PlatformInvoicePayInfo> {
  authorize(ctx, 'platform-invoice:read-own');
  const today = platformToday(deps.now());
  const rows = await openInvoicesOf(deps.db, companyOf(ctx));
  const creditor = deps.platformBilling.creditor;
  const invoices = rows.map((row) => ({
    _id: row.id,
    number: row.number,
    date: row.date,
    dueDate: row.dueDate,
    overdue: isOverdue(row, today),
    amountCents: row.totalCents,
    iban: row.paymentIban,
    reference: row.paymentReference,
    referenceType: isValidQrReference(row.paymentReference) ? ('QRR' as const) : ('SCOR' as const),
  }));
  return {
    creditor: creditor
      ? {
          name: creditor.name,
          address: [
            [creditor.street, creditor.houseNumber].filter(Boolean).join(' '),
            `${creditor.postcode} ${creditor.town}`,
          ],
        }
      : null,
    invoices,
    openCents: invoices.reduce((sum, invoice) => sum + invoice.amountCents, 0),
    overdueCount: invoices.filter((invoice) => invoice.overdue).length,
  };
}
