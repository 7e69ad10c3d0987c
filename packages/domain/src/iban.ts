import { formatIBAN, isIBANValid, isQRIBAN } from 'swissqrbill/utils';

// The checksums and the grouping come from swissqrbill's utilities (the library that draws the
// QR-bill); the shape checks around them are ours, since swissqrbill checks the mod-97 sum only (no
// country, length or character set, and a QR-IBAN of any country).

/** Lengths of the IBANs of the markets Maxer serves (and their neighbours); others: 15 to 34. */
const LENGTHS: Record<string, number> = { CH: 21, LI: 21, DE: 22, AT: 20, FR: 27, IT: 27 };

export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 check: country, length, and the mod-97 checksum. */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  return isIBANValid(iban);
}

/**
 * A QR-IBAN (Swiss QR-bill with QR reference): a Swiss or Liechtenstein IBAN whose institution id
 * (positions 5 to 9) lies in 30000–31999.
 */
export function isQrIban(input: string): boolean {
  const iban = normalizeIban(input);
  return /^(CH|LI)/.test(iban) && isValidIban(iban) && isQRIBAN(iban);
}

/** "CH93 0076 2011 6238 5295 7": groups of four, as printed on documents. */
export function formatIban(input: string): string {
  return formatIBAN(normalizeIban(input));
}
