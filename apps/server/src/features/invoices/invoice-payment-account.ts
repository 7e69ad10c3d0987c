import { isValidIban, normalizeIban, paymentReferenceFor } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { fixInvoicePaymentAccount } from './invoices.repo.ts';

/**
 * The account an invoice is paid to and its payment reference are fixed together when it is issued
 * (decision 019): a QR-IBAN with the QR reference of its number, any other IBAN with the RF creditor
 * reference. So an issued invoice keeps the payment details its customer received, whatever the
 * company's IBAN becomes later; invoices issued afterwards take the new one.
 */
export interface PaymentAccount {
  paymentIban: string;
  paymentReference: string;
}

/** The account and reference an invoice is issued with; none while the company has no valid IBAN. */
export function paymentAccountFor(companyIban: string | null, invoiceNumber: number): PaymentAccount | null {
  const iban = companyIban ? normalizeIban(companyIban) : '';
  if (!iban || !isValidIban(iban)) return null;
  return { paymentIban: iban, paymentReference: paymentReferenceFor(iban, invoiceNumber) };
}

/**
 * The invoice's fixed account and reference. One issued while the company had no valid IBAN (or
 * before references were stored) gets the company's current one, fixed at this first use.
 */
export async function invoicePaymentAccount(
  db: Db,
  companyId: string,
  invoice: { _id: string; number: number; payment: PaymentAccount | null },
  companyIban: string | null,
): Promise<PaymentAccount | null> {
  if (invoice.payment) return invoice.payment;
  const account = paymentAccountFor(companyIban, invoice.number);
  if (!account) return null;
  const stored = await fixInvoicePaymentAccount(db, companyId, invoice._id, account);
  return stored?.paymentIban && stored.paymentReference
    ? { paymentIban: stored.paymentIban, paymentReference: stored.paymentReference }
    : account;
}
