import type { Currency } from '../constants.ts';
import type { Language } from '../i18n.ts';
import { isQrIban, isValidIban, normalizeIban } from '../iban.ts';
import { isValidQrReference, isValidRfReference, qrReferenceFor, rfReferenceFor } from './qr-reference.ts';

/**
 * The data of an invoice's Swiss QR-bill, checked for what the `swissqrbill` library does not check
 * (amount > 0, RF check digits, the SPS character set, address completeness), and the reasons an
 * invoice has none (shown in the UI). The shape of `QrBillData` is swissqrbill's `Data`.
 */

/** A structured address (address type "S"): name, street, building number, postal code, town, country. */
export interface QrAddress {
  name: string;
  street?: string | null;
  buildingNumber?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface QrBillData {
  currency: 'CHF' | 'EUR';
  amount: number;
  creditor: {
    account: string;
    name: string;
    address: string;
    buildingNumber?: string;
    zip: string;
    city: string;
    country: string;
  };
  debtor: {
    name: string;
    address: string;
    buildingNumber?: string;
    zip: string;
    city: string;
    country: string;
  };
  reference?: string;
  message?: string;
}

export const QR_BILL_PROBLEMS = [
  'no-iban',
  'invalid-iban',
  'currency',
  'company-address',
  'customer-address',
  'amount',
] as const;
export type QrBillProblem = (typeof QR_BILL_PROBLEMS)[number];

const PROBLEM_TEXTS: Record<QrBillProblem, Record<Language, string>> = {
  'no-iban': {
    de: 'Die Firma hat keine IBAN hinterlegt.',
    en: 'The company has no IBAN.',
  },
  'invalid-iban': {
    de: 'Die IBAN der Firma ist ungültig.',
    en: "The company's IBAN is not valid.",
  },
  currency: {
    de: 'QR-Rechnungen gibt es nur in CHF und EUR.',
    en: 'QR-bills exist only in CHF and EUR.',
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
};

export function qrBillProblemText(problem: QrBillProblem, language: Language): string {
  return PROBLEM_TEXTS[problem][language];
}

/**
 * Characters allowed in QR-bill text fields (SIX IG 2.3, Swiss Payment Standards: Basic Latin,
 * Latin-1 Supplement, Latin Extended-A, Ș ș Ț ț and €).
 */
const SPS_CHAR = /^[\u0020-\u007e\u00a0-\u017f\u0218-\u021b\u20ac]$/u;

export function isSpsText(text: string): boolean {
  return [...text].every((c) => SPS_CHAR.test(c));
}

/**
 * Text made fit for the QR-bill: composed (NFC), line breaks and tabs as spaces, a character outside
 * the SPS set replaced by its letter without the accent where that is in the set ("ṡ" → "s"), else by
 * a full stop (SIX recommends replacing rather than refusing); runs of spaces collapsed, cut to `max`.
 */
export function toSpsText(text: string, max: number): string {
  const out: string[] = [];
  for (const char of text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')) {
    if (SPS_CHAR.test(char)) out.push(char);
    else {
      const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
      out.push(base && [...base].every((c) => SPS_CHAR.test(c)) ? base : '.');
    }
  }
  return out.join('').replace(/ {2,}/g, ' ').trim().slice(0, max);
}

/** Limits of the structured address fields (SIX IG). */
const LIMITS = { name: 70, street: 70, buildingNumber: 16, zip: 16, city: 35 } as const;

function structured(address: QrAddress, needStreet: boolean) {
  const country = (address.country ?? '').trim().toUpperCase();
  const fields = {
    name: toSpsText(address.name, LIMITS.name),
    address: toSpsText(address.street ?? '', LIMITS.street),
    buildingNumber: toSpsText(address.buildingNumber ?? '', LIMITS.buildingNumber),
    zip: toSpsText(address.zip ?? '', LIMITS.zip),
    city: toSpsText(address.city ?? '', LIMITS.city),
    country,
  };
  const complete =
    fields.name !== '' &&
    fields.zip !== '' &&
    fields.city !== '' &&
    /^[A-Z]{2}$/.test(country) &&
    (!needStreet || fields.address !== '');
  if (!complete) return null;
  const { buildingNumber, ...rest } = fields;
  return buildingNumber ? { ...rest, buildingNumber } : rest;
}

export interface QrBillInput {
  iban: string | null;
  currency: Currency | string;
  /** What is left to pay, in cents. */
  amount: number;
  invoiceNumber: number;
  company: QrAddress;
  customer: QrAddress;
  /** Unstructured message, e.g. "Rechnung 12". */
  message?: string;
}

export type QrBillResult =
  | { ok: true; data: QrBillData; referenceType: 'QRR' | 'SCOR' }
  | { ok: false; problems: QrBillProblem[] };

/**
 * The QR-bill of an invoice: with a QR-IBAN the QR reference of the invoice number, with another
 * IBAN its RF creditor reference. Answers every problem at once so the UI can list them.
 */
export function invoiceQrBill(input: QrBillInput): QrBillResult {
  const problems: QrBillProblem[] = [];
  const iban = input.iban ? normalizeIban(input.iban) : '';
  if (!iban) problems.push('no-iban');
  else if (!isValidIban(iban)) problems.push('invalid-iban');
  if (input.currency !== 'CHF' && input.currency !== 'EUR') problems.push('currency');
  const creditor = structured(input.company, false);
  if (!creditor) problems.push('company-address');
  const debtor = structured(input.customer, true);
  if (!debtor) problems.push('customer-address');
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) problems.push('amount');
  if (problems.length > 0) return { ok: false, problems };

  const qr = isQrIban(iban);
  const reference = qr ? qrReferenceFor(input.invoiceNumber) : rfReferenceFor(input.invoiceNumber);
  // Derived references are valid by construction; checked again because a wrong one means lost money.
  if (qr ? !isValidQrReference(reference) : !isValidRfReference(reference))
    throw new Error('invoiceQrBill: invalid reference');
  const message = input.message ? toSpsText(input.message, 140) : undefined;
  return {
    ok: true,
    referenceType: qr ? 'QRR' : 'SCOR',
    data: {
      currency: input.currency as 'CHF' | 'EUR',
      // swissqrbill takes the amount in francs/euros with two decimals.
      amount: input.amount / 100,
      creditor: { account: iban, ...creditor! },
      debtor: debtor! as QrBillData['debtor'],
      reference,
      ...(message ? { message } : {}),
    },
  };
}

/** Why an invoice has no QR-bill (empty when it has one). */
export function qrBillProblems(input: QrBillInput): QrBillProblem[] {
  const result = invoiceQrBill(input);
  return result.ok ? [] : result.problems;
}
