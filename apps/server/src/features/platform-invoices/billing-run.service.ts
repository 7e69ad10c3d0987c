import { type BillingRunResult, periodDays } from '@maxer/domain';
import { authorize } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { issuePlatformInvoice, packageLine } from './platform-invoice-issue.ts';
import { enqueuePlatformInvoiceMail, type PlatformInvoiceMailDeps } from './platform-invoice-mail-job.ts';
import { requireCreditor } from './platform-invoice-view.ts';
import { companiesForRun } from './platform-invoices.repo.ts';

export type BillingRunDeps = PlatformInvoiceMailDeps;
/**
 * "Bill this period": the month's invoice for every active company with a package, each in its own
 * transaction with the job that e-mails its owners (PDF attached, in each owner's language;
 * platform-invoice-mail-job.ts), so one that fails leaves the others billed. Idempotent per company and period: a company billed already, by
 * an earlier run or by one running at the same time, is skipped (checked under the counter's lock,
 * with the partial unique index as the last word; ADR 042). Companies on a free package are skipped.
 */
export async function runBilling(
  deps: BillingRunDeps,
  ctx: RequestContext,
  period: string,
): Promise<BillingRunResult> {
  authorize(ctx, 'platform:manage');
  const creditor = requireCreditor(deps.platformBilling);
  const result: BillingRunResult = { period, created: 0, skipped: 0, withoutPackage: 0 };
  const candidates = await companiesForRun(deps.db, periodDays(period).start);
  for (const company of candidates) {
    const lines = packageLine(company, period);
    if (!lines) {
      result.withoutPackage += 1;
      continue;
    }
    if (company.billed || (company.packagePriceCents ?? 0) === 0) {
      result.skipped += 1;
      continue;
    }
    try {
      await deps.db.transaction(async (tx) => {
        const { id } = await issuePlatformInvoice(tx, {
          ctx,
          billing: deps.platformBilling,
          creditor,
          company,
          period,
          lines,
          now: deps.now(),
        });
        await enqueuePlatformInvoiceMail(tx, deps.jobs, id);
      });
      result.created += 1;
    } catch (error) {
      const billedMeanwhile =
        (error instanceof AppError && error.code === 'error_platform_invoice_period_billed') ||
        isUniqueViolation(error, 'platform_invoices_company_period_key');
      if (!billedMeanwhile) throw error;
      result.skipped += 1;
    }
  }
  return result;
}
