import { describe, expect, it } from 'vitest';
import { isValidVatNumber, normalizeVatNumber } from './vat-number.ts';

describe('Swiss UID / VAT number', () => {
  it('accepts real numbers in the usual spellings and writes them as CHE-123.456.789', () => {
    expect(isValidVatNumber('CHE-100.155.212')).toBe(true);
    expect(isValidVatNumber('che 113 690 319 MWST')).toBe(true);
    expect(normalizeVatNumber('CHE100155212')).toBe('CHE-100.155.212');
    expect(normalizeVatNumber('CHE-100.155.212 MWST')).toBe('CHE-100.155.212');
  });

  it('refuses a wrong check digit, a wrong length or another prefix', () => {
    expect(isValidVatNumber('CHE-100.155.213')).toBe(false);
    expect(isValidVatNumber('CHE-100.155.21')).toBe(false);
    expect(isValidVatNumber('DE-100.155.212')).toBe(false);
    expect(isValidVatNumber('123.456.789')).toBe(false);
  });
});
