import type { BankEntryLeft, PlatformBankStatementImport } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import {
  leftEntry,
  parseCamt,
  screenTransaction,
  settlementOf,
} from '../../platform/bank-statements/index.ts';
import { ENTITY } from './platform-invoice-issue.ts';
import {
  lockPlatformInvoice,
  platformInvoicesByReference,
  updatePlatformInvoice,
  usedPaidBankReferences,
} from './platform-invoices.repo.ts';
import type { PlatformInvoicesDeps } from './platform-invoices.service.ts';

/** Platform invoices are in CHF (decisions.md "Product"). */
const CURRENCY = 'CHF' as const;

/**
 * The platform's bank statement (issue 16, admin side; ADR 041): the same reading and screening as a
 * company's import, in one transaction. A credit whose reference names exactly one platform invoice
 * and whose amount is exactly its total pays it: PAID, BANK, the booking day, the bank's reference
 * (unique: a booking pays once, however often the file comes), the importing admin. Nothing is
 * guessed: every other booking is listed with its reason.
 */
export async function importPlatformBankStatement(
  deps: PlatformInvoicesDeps,
  ctx: RequestContext,
  content: Buffer,
): Promise<PlatformBankStatementImport> {
  authorize(ctx, 'platform:manage');
  const statement = parseCamt(content);
  const screened = statement.transactions.map((transaction) => ({
    transaction,
    reason: screenTransaction(transaction),
  }));
  const candidates = screened.filter(({ reason }) => reason === null).map(({ transaction }) => transaction);
  const recorded: PlatformBankStatementImport['recorded'] = [];
  const left: BankEntryLeft[] = [];

  await deps.db.transaction(async (tx) => {
    // One platform import at a time: two uploads of one file wait for each other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('platform-bank-import', 0))`);
    const invoices = await platformInvoicesByReference(tx, [
      ...new Set(candidates.map((transaction) => transaction.reference!.value)),
    ]);
    const used = await usedPaidBankReferences(
      tx,
      candidates.map((transaction) => transaction.bankReference!),
    );
    for (const { transaction, reason } of screened) {
      if (reason) {
        left.push(leftEntry(transaction, reason, null));
        continue;
      }
      const matches = invoices.filter((invoice) => invoice.reference === transaction.reference!.value);
      if (matches.length !== 1) {
        left.push(leftEntry(transaction, 'unknownReference', null));
        continue;
      }
      const match = matches[0]!;
      const locked = await lockPlatformInvoice(tx, match.id);
      const unpaid = locked?.status === 'OPEN' ? match.total : 0;
      const invoice = { _id: match.id, number: match.number, currency: CURRENCY, unpaid };
      if (used.has(transaction.bankReference!)) {
        left.push(leftEntry(transaction, 'alreadyImported', invoice));
        continue;
      }
      // A canceled invoice is owed nothing: like a paid one, its money is for a person to look at.
      const settlement = settlementOf(transaction, invoice);
      if (settlement !== 'pays') {
        left.push(leftEntry(transaction, settlement, invoice));
        continue;
      }
      const paid = {
        paidOn: transaction.bookingDate!,
        paidMethod: 'BANK' as const,
        paidBankReference: transaction.bankReference!,
        // The booking's reference where the invoice page shows a payment's note.
        paidNote: transaction.bankReference!,
        paidByAdminId: ctx.actor.type === 'admin' ? ctx.actor.id : null,
      };
      await updatePlatformInvoice(tx, match.id, { status: 'PAID', ...paid });
      await recordActivity(tx, ctx, null, {
        entityType: ENTITY,
        entityId: match.id,
        action: 'update',
        changes: diff({ status: 'OPEN' }, { status: 'PAID', ...paid }),
      });
      used.add(transaction.bankReference!);
      recorded.push({
        invoice: { _id: match.id, number: match.number },
        companyName: match.companyName,
        amount: transaction.amount,
        bookingDate: transaction.bookingDate!,
        bankReference: transaction.bankReference!,
        debtorName: transaction.debtorName,
      });
    }
  });
  return {
    message: statement.message,
    version: statement.version,
    entries: statement.entries,
    recorded,
    left,
  };
}
