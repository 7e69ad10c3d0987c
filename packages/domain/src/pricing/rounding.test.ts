import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasAtMostTwoDecimals, percentOf, timesQuantity, toHundredths } from './arithmetic.ts';
import { computePrice } from './compute.ts';
import { divideRounded, roundToStep } from './rounding.ts';

describe('divideRounded', () => {
  it('rounds halves away from zero', () => {
    expect([5n, 15n, 25n, -5n, -15n, 4n, -4n, 6n].map((n) => divideRounded(n, 10n))).toEqual([
      1n,
      2n,
      3n,
      -1n,
      -2n,
      0n,
      0n,
      1n,
    ]);
  });
});

describe('cash rounding of totals', () => {
  it('rounds CHF to 5 Rappen, halves away from zero', () => {
    expect([290_736, 290_737, 290_738, 290_740, 1, 2, 3].map((c) => roundToStep(c, 'CHF'))).toEqual([
      290_735, 290_735, 290_740, 290_740, 0, 0, 5,
    ]);
  });

  it('keeps other currencies at the cent', () => {
    expect(roundToStep(290_736, 'EUR')).toBe(290_736);
  });

  it('shows the difference as the rounding line: CHF vs EUR', () => {
    const input = { trash: { flatRatePrice: 269_950 }, vatRate: 7.7 } as const;
    expect(computePrice({ ...input, currency: 'CHF' })).toMatchObject({
      grossUnroundedLow: 290_736,
      roundingLow: -1,
      grossLow: 290_735,
      roundingStep: 5,
    });
    expect(computePrice({ ...input, currency: 'EUR' })).toMatchObject({
      grossUnroundedLow: 290_736,
      roundingLow: 0,
      grossLow: 290_736,
      roundingStep: 1,
    });
    expect(computePrice({ trash: { flatRatePrice: 1_003 }, vatRate: 0 })).toMatchObject({
      roundingLow: 2,
      grossLow: 1_005,
    });
  });
});

describe('quantities as exact hundredths', () => {
  it('reads decimals with at most two places exactly', () => {
    expect([4.5, 7.7, 0.07, 1.15, 0.29, 99_999.99].map(toHundredths)).toEqual([
      450, 770, 7, 115, 29, 9_999_999,
    ]);
    expect([4.5, 7.7, 12, 0.01].every(hasAtMostTwoDecimals)).toBe(true);
    expect([4.505, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY].some(hasAtMostTwoDecimals)).toBe(false);
  });

  it('multiplies money by a quantity exactly, where floating point would not (0.50 × 1.15 = 0.575 → 0.58)', () => {
    expect(timesQuantity(50, 1.15)).toBe(58);
    expect(Math.round(50 * 1.15)).toBe(57); // the float product is 57.49999999999999
    expect(timesQuantity(50, 0.29)).toBe(15);
  });

  it('equals the exact decimal product for every amount to 2.00 and every quantity to 10.00 (all ties)', () => {
    const wrong: string[] = [];
    for (let hundredths = 0; hundredths <= 1_000; hundredths++) {
      for (let cents = 0; cents <= 200; cents++) {
        const exact = cents * hundredths; // an exact integer, in 1/100 cent
        const expected = Math.floor(exact / 100) + (exact % 100 >= 50 ? 1 : 0);
        if (timesQuantity(cents, hundredths / 100) !== expected) wrong.push(`${cents} × ${hundredths / 100}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('equals the exact decimal product for any amount and quantity', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 2_147_483_647 })),
        fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 10_000_000 })),
        (cents, hundredths) => {
          const quantity = hundredths / 100;
          const exact = BigInt(cents) * BigInt(hundredths); // in 1/100 cent
          const expected = exact / 100n + (exact % 100n >= 50n ? 1n : 0n);
          expect(timesQuantity(cents, quantity)).toBe(Number(expected));
        },
      ),
    );
  });

  it('takes a percentage exactly', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 2_147_483_647 })),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, h) => {
          const exact = BigInt(cents) * BigInt(h); // in 1/10'000 cent
          const expected = exact / 10_000n + (exact % 10_000n >= 5_000n ? 1n : 0n);
          expect(percentOf(cents, h / 100)).toBe(Number(expected));
        },
      ),
    );
  });
});
