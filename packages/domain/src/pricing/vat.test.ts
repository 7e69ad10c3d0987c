import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PRICE_CENTS } from '../workspace/item.schemas.ts';
import { computePrice } from './compute.ts';
import { splitVat } from './vat.ts';

describe('splitVat', () => {
  it('adds VAT to a net amount: vat = round(net × rate / 100)', () => {
    expect(splitVat(269_950, 7.7, false)).toEqual({ net: 269_950, vat: 20_786, gross: 290_736 });
    // 8.1 % of 0.50 = 0.0405 → 0.04; 8.1 % of 0.62 = 0.05022 → 0.05
    expect(splitVat(50, 8.1, false).vat).toBe(4);
    expect(splitVat(62, 8.1, false).vat).toBe(5);
    // 10 % of 0.05 = 0.005 → 0.01 (half away from zero)
    expect(splitVat(5, 10, false).vat).toBe(1);
  });

  it('extracts VAT contained in a gross amount: vat = round(gross × rate / (100 + rate))', () => {
    // 1'077.00 × 7.7 / 107.7 = 77.00
    expect(splitVat(107_700, 7.7, true)).toEqual({ net: 100_000, vat: 7_700, gross: 107_700 });
    // 100.00 × 7.7 / 107.7 = 7.1495… → 7.15
    expect(splitVat(10_000, 7.7, true)).toEqual({ net: 9_285, vat: 715, gross: 10_000 });
  });

  it('computes VAT exactly where floating point would not (0.7 % of 55.00 = 0.385 → 0.39)', () => {
    expect(splitVat(5_500, 0.7, false).vat).toBe(39);
    expect(Math.round((5_500 * 0.7) / 100)).toBe(38); // the float product is 38.49999999999999
  });

  it('equals the exact rational VAT, half away from zero, for any amount and rate', () => {
    const amountArb = fc.oneof(
      fc.integer({ min: 0, max: 100_000 }),
      fc.integer({ min: 0, max: MAX_PRICE_CENTS }),
    );
    const rateArb = fc.oneof(
      fc.constantFrom(2.5, 2.6, 3.7, 3.8, 7.7, 8.1),
      fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
    );
    // floor((2·a·r + d) / 2d) is round-half-up of a·r/d, independent of the engine's rounding helper
    const halfUp = (numerator: bigint, denominator: bigint) =>
      (2n * numerator + denominator) / (2n * denominator);
    fc.assert(
      fc.property(amountArb, rateArb, fc.boolean(), (amount, rate, includeVat) => {
        const r = BigInt(Math.round(rate * 100));
        const vat = halfUp(BigInt(amount) * r, includeVat ? 10_000n + r : 10_000n);
        expect(splitVat(amount, rate, includeVat).vat).toBe(Number(vat));
      }),
    );
  });

  it('has no VAT at rate 0', () => {
    expect(splitVat(12_345, 0, false)).toEqual({ net: 12_345, vat: 0, gross: 12_345 });
    expect(splitVat(12_345, 0, true)).toEqual({ net: 12_345, vat: 0, gross: 12_345 });
  });
});

describe('VAT in the totals', () => {
  const input = { trash: { flatRatePrice: 100_000 }, vatRate: 7.7 } as const;

  it('adds VAT when the amounts are net (includeVat false, the default)', () => {
    expect(computePrice(input)).toMatchObject({ netLow: 100_000, vatLow: 7_700, grossLow: 107_700 });
    expect(computePrice({ ...input, includeVat: false }).grossLow).toBe(107_700);
  });

  it('takes VAT out of the amounts when they include it', () => {
    expect(computePrice({ ...input, includeVat: true })).toMatchObject({
      subtotalLow: 100_000,
      netLow: 92_851, // 1'000.00 × 7.7 / 107.7 = 71.4948… → 71.49
      vatLow: 7_149,
      grossLow: 100_000,
    });
  });

  it('uses the Swiss standard rate since 2024, 8.1 %, when none is given (issue 15; 7.7 % before 2024)', () => {
    expect(computePrice({ trash: { flatRatePrice: 100_000 } })).toMatchObject({
      vatRate: 8.1,
      vatLow: 8_100,
    });
  });

  it('applies the company’s rate', () => {
    expect(computePrice({ ...input, vatRate: 8.1 }).vatLow).toBe(8_100);
  });
});
