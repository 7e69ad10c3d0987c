/**
 * The Swiss company identification number (UID, "Unternehmens-Identifikationsnummer"), which is also
 * the VAT number (followed by "MWST"/"TVA"/"IVA" on documents): `CHE-123.456.789`.
 *
 * The last digit is a check digit: the first eight digits weighted 5, 4, 3, 2, 7, 6, 5, 4, summed,
 * and 11 minus that sum modulo 11 (11 becomes 0; 10 never occurs in an issued number). Test vectors:
 * CHE-100.155.212 and CHE-113.690.319 are valid (python-stdnum's examples), CHE-100.155.213 is not.
 */
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4] as const;

/** `CHE-123.456.789` from any spacing, separators or case, with an optional MWST/TVA/IVA suffix; null when not nine digits after CHE. */
export function normalizeVatNumber(input: string): string | null {
  const compact = input
    .toUpperCase()
    .replace(/\b(MWST|TVA|IVA|VAT)\b/g, '')
    .replace(/[\s.-]/g, '');
  const match = /^CHE(\d{9})$/.exec(compact);
  if (!match) return null;
  const digits = match[1]!;
  return `CHE-${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`;
}

/** True when the UID's check digit matches its first eight digits. */
export function isValidVatNumber(input: string): boolean {
  const normalized = normalizeVatNumber(input);
  if (!normalized) return false;
  const digits = normalized.replace(/\D/g, '');
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[8]);
}
