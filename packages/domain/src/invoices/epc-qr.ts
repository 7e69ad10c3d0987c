import { isValidIban, normalizeIban } from '../iban.ts';
import { isValidRfReference, normalizeReference } from './qr-reference.ts';
import { toSpsText } from './sps-text.ts';

/**
 * The European Payments Council's QR code for a SEPA credit transfer ("EPC QR code", "GiroCode";
 * EPC069-12 "Quick Response Code: Guidelines to Enable Data Capture for the Initiation of a SEPA
 * Credit Transfer", version 002): what banking apps in the euro area scan to pay an invoice in EUR.
 */

/**
 * Countries whose IBANs take SEPA credit transfers: the EU and EEA states, Switzerland, the United
 * Kingdom, Monaco, San Marino, Vatican City, Andorra and Gibraltar.
 */
export const SEPA_COUNTRIES: ReadonlySet<string> = new Set([
  ...['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU'],
  ...['IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'],
  ...['IS', 'LI', 'NO', 'CH', 'GB', 'MC', 'SM', 'VA', 'AD', 'GI'],
]);

/** Largest amount the code carries: EUR 999,999,999.99 (in cents). */
export const EPC_MAX_AMOUNT = 99_999_999_999;

export interface EpcData {
  /** Beneficiary name, at most 70 characters. */
  name: string;
  iban: string;
  /** Optional within the EEA since version 002. */
  bic?: string;
  /** In cents, 1 … EPC_MAX_AMOUNT. */
  amount: number;
  /** ISO 11649 creditor reference ("RF…"), sent as the structured remittance information. */
  reference: string;
  /** Beneficiary to originator information: shown to the payer, at most 70 characters. */
  note?: string;
}

/**
 * The code's text: twelve lines (service tag BCD, version 002, character set 1 = UTF-8, SCT, BIC,
 * name, IBAN, amount "EUR12.30", purpose, structured reference, unstructured remittance, note). With
 * a structured reference the unstructured remittance stays empty (the guideline allows one of them).
 */
export function epcPayload(data: EpcData): string {
  const iban = normalizeIban(data.iban);
  const reference = normalizeReference(data.reference);
  if (!isValidIban(iban)) throw new Error('epcPayload: invalid IBAN');
  if (!isValidRfReference(reference)) throw new Error('epcPayload: invalid RF reference');
  if (!Number.isSafeInteger(data.amount) || data.amount < 1 || data.amount > EPC_MAX_AMOUNT)
    throw new Error('epcPayload: amount out of range');
  const name = toSpsText(data.name, 70);
  if (!name) throw new Error('epcPayload: beneficiary name required');
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    (data.bic ?? '').replace(/\s+/g, '').toUpperCase(),
    name,
    iban,
    `EUR${(data.amount / 100).toFixed(2)}`,
    '',
    reference,
    '',
    data.note ? toSpsText(data.note, 70) : '',
  ].join('\n');
}
