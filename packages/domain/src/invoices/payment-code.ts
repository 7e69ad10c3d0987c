import type { Currency } from '../constants.ts';
import type { Language } from '../i18n.ts';
import { isQrIban, isValidIban, normalizeIban } from '../iban.ts';
import { EPC_MAX_AMOUNT, epcPayload, SEPA_COUNTRIES } from './epc-qr.ts';
import { type QrAddress, type QrBillData, qrBillAddress, qrBillMessage } from './qr-bill.ts';
import { isValidQrReference, isValidRfReference, paymentReferenceFor } from './qr-reference.ts';

/**
 * The payment code an invoice carries, decided by the country of the account it is paid to:
 * - a Swiss or Liechtenstein IBAN, CHF or EUR: the Swiss QR-bill (QR reference with a QR-IBAN, else
 *   an RF creditor reference); it needs both postal addresses;
 * - an IBAN of another SEPA country and an invoice in EUR: the EPC QR code ("GiroCode") with the RF
 *   reference; it needs neither address;
 * - otherwise none, with every reason at once so the office can fix them (shown in the UI and the PDF).
 */

export const PAYMENT_CODE_PROBLEMS = [
  'no-iban',
  'invalid-iban',
  'currency',
  'iban-country',
  'company-address',
  'customer-address',
  'amount',
  'amount-too-large',
] as const;
export type PaymentCodeProblem = (typeof PAYMENT_CODE_PROBLEMS)[number];
export type PaymentCodeKind = 'swiss-qr-bill' | 'epc';

const PROBLEM_TEXTS: Record<PaymentCodeProblem, Record<Language, string>> = {
  'no-iban': {
    de: 'Die Firma hat keine IBAN hinterlegt.',
    en: 'The company has no IBAN.',
  },
  'invalid-iban': {
    de: 'Die IBAN der Firma ist ungültig.',
    en: "The company's IBAN is not valid.",
  },
  currency: {
    de: 'Zahlungs-QR-Codes gibt es nur für Rechnungen in CHF und EUR.',
    en: 'Payment QR codes exist only for invoices in CHF and EUR.',
  },
  'iban-country': {
    de:
      'Die IBAN ist nicht aus der Schweiz oder Liechtenstein: eine Swiss QR-Rechnung ist damit nicht möglich. ' +
      'Einen EPC-QR-Code (GiroCode) gibt es für Rechnungen in EUR an eine IBAN aus dem SEPA-Raum.',
    en:
      'The IBAN is not from Switzerland or Liechtenstein, so there can be no Swiss QR-bill. ' +
      'An EPC QR code (GiroCode) is printed for invoices in EUR to an IBAN from the SEPA area.',
  },
  'company-address': {
    de: 'Die Adresse der Firma ist unvollständig (Name, Strasse, PLZ, Ort und Land sind nötig).',
    en: "The company's address is incomplete (name, street, postal code, town and country are needed).",
  },
  'customer-address': {
    de: 'Die Adresse des Kunden ist unvollständig (Strasse, PLZ, Ort und Land sind nötig).',
    en: "The customer's address is incomplete (street, postal code, town and country are needed).",
  },
  amount: {
    de: 'Der offene Betrag ist null: die Rechnung ist bezahlt.',
    en: 'Nothing is left to pay: the invoice is paid.',
  },
  'amount-too-large': {
    de: 'Der offene Betrag ist zu gross für einen Zahlungs-QR-Code (höchstens 999 999 999.99).',
    en: 'The amount due is too large for a payment QR code (at most 999,999,999.99).',
  },
};

export function paymentCodeProblemText(problem: PaymentCodeProblem, language: Language): string {
  return PROBLEM_TEXTS[problem][language];
}

const NOTES: Record<PaymentCodeKind, Record<Language, string> | null> = {
  'swiss-qr-bill': null,
  epc: {
    de:
      'Keine Swiss QR-Rechnung: die IBAN ist nicht aus der Schweiz oder Liechtenstein. Das PDF trägt dafür ' +
      'einen EPC-QR-Code (GiroCode), mit dem Banking-Apps im SEPA-Raum die Zahlung erfassen.',
    en:
      'No Swiss QR-bill: the IBAN is not from Switzerland or Liechtenstein. The PDF carries an EPC QR code ' +
      '(GiroCode) instead, which banking apps in the SEPA area scan to pay.',
  },
};

/** What the office should know about the code the invoice carries (null when nothing). */
export function paymentCodeNote(kind: PaymentCodeKind, language: Language): string | null {
  return NOTES[kind]?.[language] ?? null;
}

export interface PaymentCodeInput {
  /** The account the invoice is paid to. */
  iban: string | null;
  /** The reference fixed when the invoice was issued; null: none yet (then the one for the account). */
  reference: string | null;
  currency: Currency | string;
  /** What is left to pay, in cents. */
  amount: number;
  invoiceNumber: number;
  company: QrAddress;
  customer: QrAddress;
  /** Unstructured message, e.g. "Rechnung 12". */
  message?: string;
}

export type PaymentCode =
  | {
      kind: 'swiss-qr-bill';
      iban: string;
      reference: string;
      referenceType: 'QRR' | 'SCOR';
      data: QrBillData;
    }
  | { kind: 'epc'; iban: string; reference: string; referenceType: 'SCOR'; payload: string }
  | { kind: 'none'; problems: PaymentCodeProblem[] };

const MAX_AMOUNT = EPC_MAX_AMOUNT; // The Swiss QR-bill has the same limit: 999 999 999.99.

/** Which code the invoice carries and its data, or every reason it has none. */
export function invoicePaymentCode(input: PaymentCodeInput): PaymentCode {
  const problems: PaymentCodeProblem[] = [];
  const iban = input.iban ? normalizeIban(input.iban) : '';
  const validIban = iban !== '' && isValidIban(iban);
  if (!iban) problems.push('no-iban');
  else if (!validIban) problems.push('invalid-iban');
  const currency = input.currency === 'CHF' || input.currency === 'EUR' ? input.currency : null;
  if (!currency) problems.push('currency');

  const country = iban.slice(0, 2);
  const swiss = !validIban || country === 'CH' || country === 'LI';
  const epc = !swiss && SEPA_COUNTRIES.has(country) && currency === 'EUR';
  if (validIban && !swiss && !epc && currency) problems.push('iban-country');
  const creditor = swiss ? qrBillAddress(input.company, false) : null;
  const debtor = swiss ? qrBillAddress(input.customer, true) : null;
  if (swiss && !creditor) problems.push('company-address');
  if (swiss && !debtor) problems.push('customer-address');
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) problems.push('amount');
  else if (input.amount > MAX_AMOUNT) problems.push('amount-too-large');
  if (problems.length > 0 || !currency) return { kind: 'none', problems };

  const reference = input.reference ?? paymentReferenceFor(iban, input.invoiceNumber);
  const referenceType = isValidQrReference(reference) ? 'QRR' : 'SCOR';
  // A QR reference goes only with a QR-IBAN and an RF reference only with another IBAN (SIX IG);
  // the two are fixed together when the invoice is issued, so a mismatch is a defect, never input.
  if (
    (referenceType === 'QRR') !== isQrIban(iban) ||
    (referenceType === 'SCOR' && !isValidRfReference(reference))
  )
    throw new Error('invoicePaymentCode: reference does not fit the account');

  if (epc)
    return {
      kind: 'epc',
      iban,
      reference,
      referenceType: 'SCOR',
      payload: epcPayload({
        name: input.company.name,
        iban,
        amount: input.amount,
        reference,
        ...(input.message ? { note: input.message } : {}),
      }),
    };
  const message = qrBillMessage(input.message);
  return {
    kind: 'swiss-qr-bill',
    iban,
    reference,
    referenceType,
    data: {
      currency,
      // swissqrbill takes the amount in francs/euros with two decimals.
      amount: input.amount / 100,
      creditor: { account: iban, ...creditor! },
      debtor: debtor!,
      reference,
      ...(message ? { message } : {}),
    },
  };
}
