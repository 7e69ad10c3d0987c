import type {
  BankEntryLeft,
  BankEntryPaymentInput,
  BankEntryRecorded,
  BankStatementImport,
  Language,
  Payment,
} from '@maxer/domain';
import { sql } from 'drizzle-orm';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import {
  leftEntry,
  parseCamt,
  screenTransaction,
  settlementOf,
} from '../../platform/bank-statements/index.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { findInvoicesByPaymentReference, lockInvoice } from '../invoices/index.ts';
import { findPaymentByBankReference, importedBankReferences } from './payments.repo.ts';
import {
  announcePayments,
  getPayment,
  type PaymentsDeps,
  type WrittenPayment,
  writePayment,
} from './payments.service.ts';

/** The unique key that makes a booking count once per company (a payment's bank reference). */
const BANK_REFERENCE_KEY = 'payments_company_bank_reference_key';

type InvoiceMatch = Awaited<ReturnType<typeof findInvoicesByPaymentReference>>[number];

/**
 * Import a camt.053/camt.054 file for the company (issue 16, ADR 041). The file is read whole first:
 * one that is not camt, damaged or with an unreadable entry is refused before anything is written.
 * Then, in one transaction, each credit whose QR/creditor reference names exactly one of the
 * company's invoices and whose amount is exactly its open amount becomes a BANK payment, written by
 * the payments' own `writePayment` (paid amount, activity, notifications) with the booking day and
 * the bank's reference; a booking whose bank reference a payment already carries is "already
 * imported". Nothing is guessed: every other booking comes back with its reason.
 */
export async function importBankStatement(
  deps: PaymentsDeps,
  ctx: RequestContext,
  content: Buffer,
  language: Language,
): Promise<BankStatementImport> {
  authorize(ctx, 'payment:write');
  const companyId = companyOf(ctx);
  const statement = parseCamt(content);
  const screened = statement.transactions.map((transaction) => ({
    transaction,
    reason: screenTransaction(transaction),
  }));
  const references = [
    ...new Set(screened.flatMap(({ transaction, reason }) => (reason ? [] : [transaction.reference!.value]))),
  ];

  const recorded: BankEntryRecorded[] = [];
  const left: BankEntryLeft[] = [];
  const written: WrittenPayment[] = [];
  await deps.db
    .transaction(async (tx) => {
      // One import of a company at a time: two uploads of the same file wait for each other (the
      // second finds the first's payments), and their invoice locks are never taken in crossed order.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bank-import:${companyId}`}, 0))`);
      const byReference = groupByReference(await findInvoicesByPaymentReference(tx, companyId, references));
      // Read once under the lock above: the bookings recorded before, by any import or by decision.
      const imported = await importedBankReferences(
        tx,
        companyId,
        screened.flatMap(({ transaction, reason }) => (reason ? [] : [transaction.bankReference!])),
      );
      /** What is open of the invoices this import paid (the prefetched amounts are from before). */
      const unpaidNow = new Map<string, number>();
      for (const { transaction, reason } of screened) {
        if (reason) {
          left.push(leftEntry(transaction, reason, null));
          continue;
        }
        const matches = byReference.get(transaction.reference!.value) ?? [];
        // References are unique per company by construction; two invoices with one is not ours to pick.
        if (matches.length !== 1) {
          left.push(leftEntry(transaction, 'unknownReference', null));
          continue;
        }
        const match = matches[0]!;
        const invoice = { _id: match.id, number: match.number, currency: match.currency };
        if (imported.has(transaction.bankReference!)) {
          const unpaid = unpaidNow.get(match.id) ?? match.unpaid;
          left.push(leftEntry(transaction, 'alreadyImported', { ...invoice, unpaid }));
          continue;
        }
        const locked = (await lockInvoice(tx, companyId, match.id))!;
        const open = { ...invoice, unpaid: locked.total - locked.paid };
        const settlement = settlementOf(transaction, open);
        if (settlement !== 'pays') {
          left.push(leftEntry(transaction, settlement, open));
          continue;
        }
        const payment = await writePayment(
          deps,
          tx,
          ctx,
          locked,
          {
            amount: transaction.amount,
            method: 'BANK',
            date: transaction.bookingDate!,
            notes: null,
            notifyCustomer: false,
            bankReference: transaction.bankReference,
          },
          language,
        );
        written.push(payment);
        // The same booking twice in one file is recorded once.
        imported.add(transaction.bankReference!);
        unpaidNow.set(match.id, open.unpaid - transaction.amount);
        recorded.push({
          paymentId: payment.id,
          invoice,
          customerName: payment.customerName,
          amount: transaction.amount,
          bookingDate: transaction.bookingDate!,
          bankReference: transaction.bankReference!,
          debtorName: transaction.debtorName,
        });
      }
    })
    .catch((error: unknown) => {
      // A listed booking recorded by hand while this import ran: import again to see the rest.
      if (isUniqueViolation(error, BANK_REFERENCE_KEY))
        throw new AppError('error_bank_entry_already_imported');
      throw error;
    });
  await announcePayments(deps, companyId, written);
  return {
    message: statement.message,
    version: statement.version,
    entries: statement.entries,
    recorded,
    left,
  };
}

function groupByReference(rows: InvoiceMatch[]) {
  const byReference = new Map<string, InvoiceMatch[]>();
  for (const row of rows) byReference.set(row.reference, [...(byReference.get(row.reference) ?? []), row]);
  return byReference;
}

/**
 * A listed booking recorded by the person's decision (the import's "record as partial payment"):
 * a BANK payment of its amount and day that keeps its bank reference, so importing the file again
 * knows it. The amount may not exceed what is open, as for any payment.
 */
export async function recordBankEntry(
  deps: PaymentsDeps,
  ctx: RequestContext,
  input: BankEntryPaymentInput,
  language: Language,
): Promise<Payment> {
  authorize(ctx, 'payment:write');
  const companyId = companyOf(ctx);
  const written = await deps.db
    .transaction(async (tx) => {
      const locked = await lockInvoice(tx, companyId, input.invoiceId);
      if (!locked) throw notFound();
      if (await findPaymentByBankReference(tx, companyId, input.bankReference))
        throw new AppError('error_bank_entry_already_imported');
      return writePayment(
        deps,
        tx,
        ctx,
        locked,
        {
          amount: input.amount,
          method: 'BANK',
          date: input.date,
          notes: null,
          notifyCustomer: false,
          bankReference: input.bankReference,
        },
        language,
      );
    })
    .catch((error: unknown) => {
      // Two clicks at once: the second finds the unique bank reference taken.
      if (isUniqueViolation(error, BANK_REFERENCE_KEY))
        throw new AppError('error_bank_entry_already_imported');
      throw error;
    });
  await announcePayments(deps, companyId, [written]);
  return getPayment(deps, ctx, written.id);
}
