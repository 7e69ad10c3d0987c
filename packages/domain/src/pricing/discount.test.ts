import { describe, expect, it } from 'vitest';
import { computePrice } from './compute.ts';
import { applyDiscount } from './discount.ts';
import { pricingInputSchema } from './validation.ts';

describe('applyDiscount', () => {
  it('subtracts an amount from each bound', () => {
    expect(applyDiscount({ low: 100_000, high: 150_000 }, { amount: 5_000 })).toEqual({
      discount: { amount: 5_000, percent: null, low: 5_000, high: 5_000 },
      lowAfterDiscount: 95_000,
      highAfterDiscount: 145_000,
    });
  });

  it('takes round(bound × percent / 100) off each bound, half away from zero', () => {
    // 12.5 % of 1.00 = 0.125 → 0.13; of 1.20 = 0.15
    expect(applyDiscount({ low: 100, high: 120 }, { percent: 12.5 })).toEqual({
      discount: { amount: null, percent: 12.5, low: 13, high: 15 },
      lowAfterDiscount: 87,
      highAfterDiscount: 105,
    });
    // 7.77 % of 1'234.55 = 95.924535 → 95.92
    expect(applyDiscount({ low: 123_455, high: 123_455 }, { percent: 7.77 }).lowAfterDiscount).toBe(
      123_455 - 9_592,
    );
  });

  it('leaves the bounds without a discount', () => {
    for (const discount of [null, undefined, {}, { amount: null, percent: null }]) {
      expect(applyDiscount({ low: 1, high: 2 }, discount)).toEqual({
        discount: null,
        lowAfterDiscount: 1,
        highAfterDiscount: 2,
      });
    }
  });
});

describe('discounts per service', () => {
  it('apply to their own service only, and not to a service that is not offered', () => {
    const price = computePrice({
      trash: { flatRatePrice: 40_000 },
      cleaning: { type: 'no-cleaning' },
      discounts: { trash: { amount: 10_000 }, cleaning: { amount: 99_999 } },
    });
    expect(price.services.trash).toMatchObject({ lowAfterDiscount: 30_000, highAfterDiscount: 30_000 });
    expect(price.services.cleaning.discount).toBeNull();
    expect(price.netLow).toBe(30_000);
  });

  it('refuse an amount and a percentage together', () => {
    const result = pricingInputSchema.safeParse({
      trash: { flatRatePrice: 40_000 },
      discounts: { trash: { amount: 1_000, percent: 5 } },
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['discounts', 'trash'], message: 'error_discount_amount_and_percent' }),
    ]);
  });

  it('refuse a discount that makes a bound negative, and accept one that makes it zero', () => {
    const input = (amount: number) => ({
      relocation: { hourPrice: 10_000, hours: 2, expectedTime: 4 },
      discounts: { relocation: { amount } },
    });
    const tooMuch = pricingInputSchema.safeParse(input(20_001));
    expect(tooMuch.error?.issues).toEqual([
      expect.objectContaining({
        path: ['discounts', 'relocation', 'amount'],
        message: 'error_field_invalid',
      }),
    ]);
    expect(pricingInputSchema.safeParse(input(20_000)).success).toBe(true);
  });

  it('refuse an amount off cleaning by effort (it has no amount to discount)', () => {
    const result = pricingInputSchema.safeParse({
      cleaning: { type: 'open' },
      discounts: { cleaning: { amount: 100 } },
    });
    expect(result.error?.issues[0]?.path).toEqual(['discounts', 'cleaning', 'amount']);
  });
});
