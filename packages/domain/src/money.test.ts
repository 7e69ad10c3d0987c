import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatQuantity, parseMoney } from './money.ts';

const cents = (input: string) => {
  const result = parseMoney(input);
  return result.ok ? result.cents : result.error;
};

describe('parseMoney', () => {
  it.each([
    ["1'234.50", 123450],
    ['1’234.5', 123450],
    ['1 234.50', 123450],
    ['1\u202f234,50', 123450],
    ['1234,50', 123450],
    ['1,234.50', 123450],
    ['1.234,50', 123450],
    ['1.234.567', 123456700],
    ["1'234", 123400],
    ['CHF 12', 1200],
    ['Fr. 12.50', 1250],
    ['0.05', 5],
    ['4.50', 450],
    ['-3.20', -320],
    ['250', 25000],
    ['.5', 50],
  ])('reads %s as %i cents', (input, expected) => {
    expect(cents(input)).toBe(expected);
  });

  it.each(['4.505', '1,234', '12.345', '999,999'])(
    'refuses %j as ambiguous: thousands or three decimals',
    (input) => {
      expect(cents(input)).toBe('error_number_ambiguous');
    },
  );

  it.each([
    '',
    'abc',
    '0.005',
    '.505',
    "1'234.567",
    '1..2',
    '--1',
    '12.3456',
    '1,2,3',
    "12'34.50",
    '1.2345,00',
    'CHF',
    '12 Franken',
    '180 Fr',
  ])('refuses %j as no amount', (input) => {
    expect(cents(input)).toBe('error_number_invalid');
  });
});

describe('formatMoney', () => {
  it('writes Swiss German amounts with the plain apostrophe, English ones with a comma', () => {
    expect(formatMoney(123450, 'de')).toBe("1'234.50");
    expect(formatMoney(132960, 'de', 'CHF')).toBe("CHF 1'329.60");
    expect(formatMoney(123450, 'en', 'CHF')).toBe('CHF 1,234.50');
    expect(formatMoney(5, 'de')).toBe('0.05');
    expect(formatMoney(-100000, 'en')).toBe('-1,000.00');
    expect(formatMoney(123450, 'de')).not.toContain('’');
  });

  it('reads back what it writes, for any amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom('de' as const, 'en' as const),
        (amount, language) => {
          expect(parseMoney(formatMoney(amount, language, 'CHF'))).toEqual({ ok: true, cents: amount });
        },
      ),
    );
  });
});

describe('formatQuantity', () => {
  it('writes at most two places and groups thousands like amounts', () => {
    expect(formatQuantity(4.5, 'de')).toBe('4.5');
    expect(formatQuantity(3, 'en')).toBe('3');
    expect(formatQuantity(8.1, 'de')).toBe('8.1');
    expect(formatQuantity(2.345, 'de')).toBe('2.35');
    expect(formatQuantity(1200, 'de')).toBe("1'200");
    expect(formatQuantity(1200.5, 'en')).toBe('1,200.5');
  });
});
