import { describe, expect, it } from 'vitest';
import { computePrice } from './compute.ts';
import { priceContractItems, priceCountedLines } from './lines.ts';
import { pricingInputSchema } from './validation.ts';

describe('special products and packing materials', () => {
  it('are count × unit price each, rounded half away from zero to a cent', () => {
    const priced = priceCountedLines([
      { name: 'Umzugskarton', count: 20, unitPrice: 350 },
      { name: 'Klebeband', count: 2.5, unitPrice: 333 }, // 8.325 → 8.33
      { name: 'Decke', count: 0.01, unitPrice: 50 }, // 0.005 → 0.01
    ]);
    expect(priced.lines.map((line) => line.amount)).toEqual([7_000, 833, 1]);
    expect(priced.total).toBe(7_834);
  });

  it('are always included, whatever services are accepted', () => {
    const price = computePrice({
      trash: { flatRatePrice: 10_000 },
      cleaning: { type: 'select', price: 20_000 },
      specialProducts: [{ name: 'Klavier', count: 1, unitPrice: 25_000 }],
      packingMaterials: [{ name: 'Umzugskarton', count: 10, unitPrice: 300 }],
      acceptedServices: ['cleaning'],
    });
    expect(price.linesTotal).toBe(28_000);
    expect([price.netLow, price.netHigh]).toEqual([48_000, 48_000]);
  });
});

describe('contract items', () => {
  it('price item and product lines quantity × unit price; text and subtotal lines have no amount', () => {
    const priced = priceContractItems([
      { type: 'item', description: 'Möbellift', quantity: 1.5, unitPrice: 12_000 },
      { type: 'text', text: 'Inklusive Versicherung' },
      { type: 'product', productId: 'p1', quantity: 3, unitPrice: 1_990 },
      { type: 'subtotal' },
    ]);
    expect(priced.lines).toEqual([
      { index: 0, type: 'item', amount: 18_000, runningTotal: 18_000 },
      { index: 1, type: 'text', amount: null, runningTotal: 18_000 },
      { index: 2, type: 'product', amount: 5_970, runningTotal: 23_970 },
      { index: 3, type: 'subtotal', amount: null, runningTotal: 23_970 },
    ]);
    expect(priced.total).toBe(23_970);
  });

  it('apply a discount percent to the running sum above it, after earlier discounts', () => {
    const priced = priceContractItems([
      { type: 'item', quantity: 1, unitPrice: 100_000 },
      { type: 'discount', amount: 10_000 },
      { type: 'subtotal' },
      { type: 'discount', percent: 10 }, // of 900.00, not of 1'000.00
      { type: 'item', quantity: 1, unitPrice: 5_000 }, // below the discounts: not discounted
      { type: 'subtotal' },
    ]);
    expect(priced.lines.map((line) => [line.amount, line.runningTotal])).toEqual([
      [100_000, 100_000],
      [-10_000, 90_000],
      [null, 90_000],
      [-9_000, 81_000],
      [5_000, 86_000],
      [null, 86_000],
    ]);
    expect(priced.total).toBe(86_000);
  });

  it('round a discount percent of the running sum half away from zero', () => {
    // 33.33 % of 0.75 = 0.249975 → 0.25; 5 % of 0.10 = 0.005 → 0.01
    expect(
      priceContractItems([
        { type: 'item', quantity: 1, unitPrice: 75 },
        { type: 'discount', percent: 33.33 },
      ]).total,
    ).toBe(50);
    expect(
      priceContractItems([
        { type: 'item', quantity: 1, unitPrice: 10 },
        { type: 'discount', percent: 5 },
      ]).total,
    ).toBe(9);
  });

  it('count the same for low and high', () => {
    const price = computePrice({
      relocation: { hourPrice: 10_000, hours: 2, expectedTime: 3 },
      items: [
        { type: 'item', quantity: 2, unitPrice: 4_000 },
        { type: 'discount', amount: 500 },
      ],
    });
    expect(price.items.total).toBe(7_500);
    expect([price.netLow, price.netHigh]).toEqual([27_500, 37_500]);
  });

  it('refuse a discount line with an amount and a percentage', () => {
    const result = pricingInputSchema.safeParse({
      items: [
        { type: 'item', quantity: 1, unitPrice: 1_000 },
        { type: 'discount', amount: 100, percent: 5 },
      ],
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['items', 1], message: 'error_discount_amount_and_percent' }),
    ]);
  });

  it('refuse a discount line that makes the running sum negative', () => {
    const result = pricingInputSchema.safeParse({
      items: [
        { type: 'item', quantity: 1, unitPrice: 1_000 },
        { type: 'discount', amount: 1_000 },
        { type: 'discount', amount: 1 },
      ],
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['items', 2, 'amount'], message: 'error_field_invalid' }),
    ]);
  });

  it('refuse an unknown line type', () => {
    expect(
      pricingInputSchema.safeParse({ items: [{ type: 'coupon', amount: 1 }] }).error?.issues[0]?.message,
    ).toBe('error_field_invalid');
  });
});
