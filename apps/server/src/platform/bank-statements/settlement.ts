import type { BankEntryLeft, BankEntryReason } from '@maxer/domain';
import type { CamtTransaction } from './camt-parser.ts';

/**
 * What a booking says about paying an invoice, decided the same way for every importer (the
 * company's invoices now, the platform's invoices later): only a booked, unreversed credit with a
 * structured reference and a bank reference is a candidate; it pays an invoice only when its amount
 * is exactly what is open, in the invoice's currency. Everything else is a reason for a person.
 */
export function screenTransaction(transaction: CamtTransaction): BankEntryReason | null {
  if (transaction.direction === 'DBIT') return 'debit';
  if (transaction.reversal) return 'reversal';
  if (!transaction.booked || !transaction.bookingDate) return 'notBooked';
  if (!transaction.reference) return 'noReference';
  if (!transaction.bankReference) return 'noBankReference';
  return null;
}

/** Exactly the open amount pays the invoice; anything else is left with its reason. */
export function settlementOf(
  transaction: Pick<CamtTransaction, 'amount' | 'currency'>,
  invoice: { currency: string; unpaid: number },
): 'pays' | Extract<BankEntryReason, 'currencyDiffers' | 'invoicePaid' | 'partial' | 'overpaid'> {
  if (transaction.currency !== invoice.currency) return 'currencyDiffers';
  if (invoice.unpaid <= 0) return 'invoicePaid';
  if (transaction.amount < invoice.unpaid) return 'partial';
  if (transaction.amount > invoice.unpaid) return 'overpaid';
  return 'pays';
}

/** A booking an import leaves for a person, as every importer lists it. */
export function leftEntry(
  transaction: CamtTransaction,
  reason: BankEntryReason,
  invoice: BankEntryLeft['invoice'],
): BankEntryLeft {
  return {
    entry: transaction.entry,
    reason,
    direction: transaction.direction,
    amount: transaction.amount,
    currency: transaction.currency,
    bookingDate: transaction.bookingDate,
    reference: transaction.reference?.value ?? null,
    bankReference: transaction.bankReference,
    debtorName: transaction.debtorName,
    invoice,
  };
}
