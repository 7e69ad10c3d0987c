import { describe, expect, it } from 'vitest';
import { formatIban, isQrIban, isValidIban, normalizeIban } from './iban.ts';

describe('IBAN', () => {
  it.each([
    'CH93 0076 2011 6238 5295 7',
    'CH4431999123000889012',
    'DE89 3704 0044 0532 0130 00',
    'AT61 1904 3002 3457 3201',
    'LI21 0881 0000 2324 013A A',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    'CH93 0076 2011 6238 5295 8',
    'CH93 0076 2011 6238 5295',
    'DE89 3704 0044 0532 0130 0',
    'XX00',
    '',
    'CH9300762011623852957!',
  ])('refuses %j', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('recognises a QR-IBAN by its institution id', () => {
    expect(isQrIban('CH44 3199 9123 0008 8901 2')).toBe(true);
    expect(isQrIban('CH93 0076 2011 6238 5295 7')).toBe(false);
    expect(isQrIban('DE89 3704 0044 0532 0130 00')).toBe(false);
  });

  it('normalises and prints in groups of four', () => {
    expect(normalizeIban(' ch93 0076 2011 6238 5295 7 ')).toBe('CH9300762011623852957');
    expect(formatIban('CH9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
  });
});
