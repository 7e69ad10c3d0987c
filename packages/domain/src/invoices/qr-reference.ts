import {
  calculateQRReferenceChecksum,
  calculateSCORReferenceChecksum,
  formatQRReference,
  formatSCORReference,
  isQRReferenceValid,
  isSCORReferenceValid,
} from 'swissqrbill/utils';
import { isQrIban } from '../iban.ts';

/**
 * Payment references of the Swiss QR-bill (SIX "Swiss Implementation Guidelines for the QR-bill").
 *
 * - QR reference (QRR, only with a QR-IBAN): 27 digits, the last a check digit by the recursive
 *   modulo-10 algorithm (the one of the old orange slips, ESR/BESR).
 * - Creditor reference (SCOR, ISO 11649, with an ordinary IBAN): "RF", two check digits (mod 97) and
 *   up to 21 letters or digits.
 *
 * Maxer derives both from the invoice number: it is unique per company, and a reference only has to
 * be unique per creditor account, which is the company's own. An optional numeric prefix (e.g. a
 * customer id some banks assign) goes in front of the QR reference.
 *
 * The check digits and the printed grouping come from swissqrbill's utilities; the shape checks around
 * them are ours (swissqrbill accepts an all-zero QR reference and does not normalise case or spaces).
 */

/** The check digit of the recursive modulo-10 algorithm over a string of digits. */
export function mod10CheckDigit(digits: string): number {
  if (!/^\d*$/.test(digits)) throw new Error('mod10CheckDigit: digits only');
  return Number(calculateQRReferenceChecksum(digits));
}

export function normalizeReference(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export function isValidQrReference(input: string): boolean {
  const reference = normalizeReference(input);
  return /^\d{27}$/.test(reference) && !/^0+$/.test(reference) && isQRReferenceValid(reference);
}

/** The 27-digit QR reference of an invoice: prefix, number zero-padded to 26 digits, check digit. */
export function qrReferenceFor(invoiceNumber: number, prefix = ''): string {
  if (!Number.isSafeInteger(invoiceNumber) || invoiceNumber < 1)
    throw new Error('qrReferenceFor: invoice number');
  if (!/^\d{0,12}$/.test(prefix)) throw new Error('qrReferenceFor: prefix of up to 12 digits');
  const body = String(invoiceNumber).padStart(26 - prefix.length, '0');
  if (body.length + prefix.length !== 26) throw new Error('qrReferenceFor: number too long for the prefix');
  const digits = prefix + body;
  return digits + mod10CheckDigit(digits);
}

/** "21 00000 00003 13947 14300 09017": two digits, then groups of five, as printed. */
export function formatQrReference(input: string): string {
  return formatQRReference(normalizeReference(input));
}

/** The two check digits of an ISO 11649 creditor reference for this base (1–21 letters or digits). */
export function rfCheckDigits(base: string): string {
  const body = normalizeReference(base);
  if (!/^[A-Z0-9]{1,21}$/.test(body)) throw new Error('rfCheckDigits: 1 to 21 letters or digits');
  return calculateSCORReferenceChecksum(body);
}

/** An ISO 11649 creditor reference: RF, check digits that make mod 97 equal 1, up to 25 characters. */
export function isValidRfReference(input: string): boolean {
  const reference = normalizeReference(input);
  return /^RF\d{2}[A-Z0-9]{1,21}$/.test(reference) && isSCORReferenceValid(reference);
}

/** "RF18539007547034" for base "539007547034" (the ISO 11649 example). */
export function rfReferenceFor(base: string | number): string {
  const body = normalizeReference(String(base));
  return `RF${rfCheckDigits(body)}${body}`;
}

/** "RF18 5390 0754 7034": groups of four, as printed. */
export function formatRfReference(input: string): string {
  return formatSCORReference(normalizeReference(input));
}

/**
 * The reference an invoice paid to this account is issued with: with a QR-IBAN the QR reference of
 * the invoice number, with any other IBAN its RF creditor reference (also what the EPC QR code carries).
 */
export function paymentReferenceFor(iban: string, invoiceNumber: number): string {
  return isQrIban(iban) ? qrReferenceFor(invoiceNumber) : rfReferenceFor(invoiceNumber);
}
