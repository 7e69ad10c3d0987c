import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money.ts';

describe('parseMoney', () => {
  it.each([
    ["1'234.50", 123450],
    ['1’234.5', 123450],
    ['1234,50', 123450],
    ['1,234.50', 123450],
    ['1.234,50', 123450],
    ['CHF 12', 1200],
    ['0.05', 5],
    ['-3.20', -320],
    ['250', 25000],
    ['1.234', 123400],
    ['.5', 50],
  ])('reads %s as %i cents', (input, cents) => {
    expect(parseMoney(input)).toBe(cents);
  });

  it.each(['', 'abc', '1..2', '--1', '12.3456', '1,2,3', 'CHF'])('refuses %j', (input) => {
    expect(parseMoney(input)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('writes Swiss German and English amounts', () => {
    expect(formatMoney(123450, 'de')).toBe('1’234.50');
    expect(formatMoney(123450, 'en', 'CHF')).toBe('CHF 1,234.50');
    expect(formatMoney(5, 'de')).toBe('0.05');
    expect(formatMoney(-100000, 'en')).toBe('-1,000.00');
  });

  it('reads back what it writes, for any amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom('de' as const, 'en' as const),
        (cents, language) => {
          expect(parseMoney(formatMoney(cents, language, 'CHF'))).toBe(cents);
        },
      ),
    );
  });
});
