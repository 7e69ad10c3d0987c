import { describe, expect, it } from 'vitest';
import {
  formatQrReference,
  formatRfReference,
  isValidQrReference,
  isValidRfReference,
  mod10CheckDigit,
  qrReferenceFor,
  rfCheckDigits,
  rfReferenceFor,
} from './qr-reference.ts';

describe('QR reference (recursive mod 10)', () => {
  it('matches the SIX implementation guidelines example', () => {
    // SIX IG QR-bill, example of a QR reference.
    expect(mod10CheckDigit('21000000000313947143000901')).toBe(7);
    expect(isValidQrReference('210000000003139471430009017')).toBe(true);
    expect(isValidQrReference('21 00000 00003 13947 14300 09017')).toBe(true);
    expect(formatQrReference('210000000003139471430009017')).toBe('21 00000 00003 13947 14300 09017');
  });

  it('refuses a wrong check digit, wrong length, letters and all zeros', () => {
    expect(isValidQrReference('210000000003139471430009018')).toBe(false);
    expect(isValidQrReference('21000000000313947143000901')).toBe(false);
    expect(isValidQrReference('21000000000313947143000901A')).toBe(false);
    expect(isValidQrReference('000000000000000000000000000')).toBe(false);
  });

  it('derives a valid reference from the invoice number, optionally after a prefix', () => {
    expect(qrReferenceFor(1)).toBe('000000000000000000000000011');
    const reference = qrReferenceFor(4711);
    expect(reference).toHaveLength(27);
    expect(reference.slice(0, 26)).toBe('00000000000000000000004711');
    expect(isValidQrReference(reference)).toBe(true);
    const prefixed = qrReferenceFor(4711, '210000');
    expect(prefixed.slice(0, 26)).toBe('21000000000000000000004711');
    expect(isValidQrReference(prefixed)).toBe(true);
    expect(() => qrReferenceFor(0)).toThrow();
  });
});

describe('creditor reference (ISO 11649)', () => {
  it('matches the ISO 11649 example', () => {
    expect(rfCheckDigits('539007547034')).toBe('18');
    expect(rfReferenceFor('539007547034')).toBe('RF18539007547034');
    expect(formatRfReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
    expect(isValidRfReference('RF18 5390 0754 7034')).toBe(true);
  });

  it('matches the SIX example with letters', () => {
    // SIX IG QR-bill, example of an SCOR reference.
    expect(isValidRfReference('RF48 5000 0567 8901 2345')).toBe(true);
    expect(rfCheckDigits('5000056789012345')).toBe('48');
  });

  it('refuses wrong check digits and malformed references', () => {
    expect(isValidRfReference('RF19539007547034')).toBe(false);
    expect(isValidRfReference('RF18539007547035')).toBe(false);
    expect(isValidRfReference('RF18')).toBe(false);
    expect(isValidRfReference('XX18539007547034')).toBe(false);
    expect(isValidRfReference(`RF00${'1'.repeat(22)}`)).toBe(false);
  });

  it('derives a valid reference from the invoice number', () => {
    const reference = rfReferenceFor(4711);
    expect(reference.slice(4)).toBe('4711');
    expect(isValidRfReference(reference)).toBe(true);
  });
});
