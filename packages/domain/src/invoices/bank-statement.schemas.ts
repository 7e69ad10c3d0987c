import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { MAX_PRICE_CENTS } from '../workspace/item.schemas.ts';
import { daySchema } from './invoice.schemas.ts';

/**
 * A bank statement import (issue 16): the credits of a camt.053/camt.054 file whose QR or creditor
 * reference names an invoice and whose amount is exactly its open amount are recorded as BANK
 * payments; every other booking is listed with the reason it was left for a person to decide.
 */
export const BANK_ENTRY_REASONS = [
  /** Money going out: nothing an invoice is paid with. */
  'debit',
  /** The bank took a booking back. */
  'reversal',
  /** Pending or for information only: not yet on the account. */
  'notBooked',
  /** No QR or creditor reference (e.g. free text only). */
  'noReference',
  /** The bank gave no reference of its own, so a second import could not recognise it. */
  'noBankReference',
  /** No invoice of this company carries the reference. */
  'unknownReference',
  /** Paid in another currency than the invoice's. */
  'currencyDiffers',
  /** Less than the open amount. */
  'partial',
  /** More than the open amount. */
  'overpaid',
  /** The invoice has nothing left to pay. */
  'invoicePaid',
  /** This booking was recorded as a payment before (the same file, or another file with it). */
  'alreadyImported',
] as const;
export type BankEntryReason = (typeof BANK_ENTRY_REASONS)[number];

const invoiceRefSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  /** Open amount (cents) when the file was imported. */
  unpaid: z.number().int(),
  currency: z.enum(CURRENCIES),
});

export const bankEntryRecordedSchema = z.object({
  paymentId: z.string(),
  invoice: invoiceRefSchema.omit({ unpaid: true }),
  customerName: z.string(),
  amount: z.number().int(),
  bookingDate: z.string(),
  bankReference: z.string(),
  debtorName: z.string().nullable(),
});

export const bankEntryLeftSchema = z.object({
  /** The entry's position in the file (1-based). */
  entry: z.number().int(),
  reason: z.enum(BANK_ENTRY_REASONS),
  direction: z.enum(['CRDT', 'DBIT']),
  amount: z.number().int(),
  currency: z.string(),
  bookingDate: z.string().nullable(),
  reference: z.string().nullable(),
  bankReference: z.string().nullable(),
  debtorName: z.string().nullable(),
  /** The invoice the reference names, when one does. */
  invoice: invoiceRefSchema.nullable(),
});

export const bankStatementImportSchema = z.object({
  message: z.enum(['camt.053', 'camt.054']),
  version: z.string(),
  /** Entries (Ntry) in the file; a batched entry holds several transactions. */
  entries: z.number().int(),
  recorded: z.array(bankEntryRecordedSchema),
  left: z.array(bankEntryLeftSchema),
});
export type BankStatementImport = z.infer<typeof bankStatementImportSchema>;
export type BankEntryLeft = z.infer<typeof bankEntryLeftSchema>;
export type BankEntryRecorded = z.infer<typeof bankEntryRecordedSchema>;

/** One listed booking recorded by the person's decision (e.g. a partial payment), keeping its bank reference. */
export const bankEntryPaymentInputSchema = z.object({
  invoiceId: z.uuid({ error: 'error_field_invalid' }),
  amount: z
    .number({ error: 'error_amount_not_positive' })
    .int()
    .min(1, { error: 'error_amount_not_positive' })
    .max(MAX_PRICE_CENTS),
  date: daySchema,
  bankReference: z.string().trim().min(1).max(140),
});
export type BankEntryPaymentInput = z.infer<typeof bankEntryPaymentInputSchema>;

/** What one upload may weigh: some months of a busy account's notifications. */
export const BANK_STATEMENT_MAX_MB = 20;

/**
 * A bank statement imported for the platform's own invoices (issue 16, admin side): the same screening
 * and listing as the companies' import; a booking that pays an invoice marks it PAID (BANK, the booking
 * day, the bank's reference).
 */
export const platformBankStatementImportSchema = bankStatementImportSchema.extend({
  recorded: z.array(
    z.object({
      invoice: z.object({ _id: z.string(), number: z.number().int() }),
      companyName: z.string(),
      amount: z.number().int(),
      bookingDate: z.string(),
      bankReference: z.string(),
      debtorName: z.string().nullable(),
    }),
  ),
});
export type PlatformBankStatementImport = z.infer<typeof platformBankStatementImportSchema>;
