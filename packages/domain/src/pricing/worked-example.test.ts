import { describe, expect, it } from 'vitest';
import { computePrice } from './compute.ts';
import { formatServicePrice } from './display.ts';
import { workedExample } from './test-support.ts';
import { pricingInputSchema } from './validation.ts';

describe('the worked example of pricing.md', () => {
  const price = computePrice(workedExample);

  it('is valid input', () => {
    expect(pricingInputSchema.safeParse(workedExample).success).toBe(true);
  });

  it("prices the relocation 1'230.00 – 1'590.00, then 10 % off: 1'107.00 – 1'431.00", () => {
    const relocation = price.services.relocation;
    expect(relocation.extras).toBe(15_000);
    expect([relocation.low, relocation.high]).toEqual([123_000, 159_000]);
    expect(relocation.discount).toEqual({ amount: null, percent: 10, low: 12_300, high: 15_900 });
    expect([relocation.lowAfterDiscount, relocation.highAfterDiscount]).toEqual([110_700, 143_100]);
    expect(price.expectedPrice).toBe(159_000);
  });

  it('prices disposal 4.5 m³ × 85.00 = 382.50 and cleaning 890.00', () => {
    expect(price.services.trash).toMatchObject({ offered: true, low: 38_250, high: 38_250 });
    expect(price.services.cleaning).toMatchObject({ offered: true, low: 89_000, high: 89_000 });
  });

  it('adds the piano 250.00 and the boxes 20 × 3.50 = 70.00', () => {
    expect(price.specialProducts.lines.map((line) => line.amount)).toEqual([25_000]);
    expect(price.packingMaterials.lines.map((line) => line.amount)).toEqual([7_000]);
    expect(price.linesTotal).toBe(32_000);
  });

  it("totals net 2'699.50 – 3'023.50, VAT 207.86 – 232.81, gross 2'907.35 – 3'256.30", () => {
    expect(price).toMatchObject({
      netLow: 269_950,
      netHigh: 302_350,
      vatLow: 20_786,
      vatHigh: 23_281,
      grossUnroundedLow: 290_736,
      grossUnroundedHigh: 325_631,
      roundingLow: -1,
      roundingHigh: -1,
      grossLow: 290_735,
      grossHigh: 325_630,
    });
  });

  it("costs net 2'317.00 from when only relocation and cleaning are accepted", () => {
    const accepted = computePrice({ ...workedExample, acceptedServices: ['relocation', 'cleaning'] });
    expect(accepted.acceptedServices).toEqual(['relocation', 'cleaning']);
    expect(accepted.netLow).toBe(231_700);
    expect(accepted.netHigh).toBe(143_100 + 89_000 + 32_000);
    expect(accepted.services.trash).toMatchObject({ offered: true, accepted: false });
  });

  it('writes the relocation on documents after its discount', () => {
    const options = { type: 'FROMTO', language: 'de', currency: 'CHF' } as const;
    expect(formatServicePrice(price.services.relocation, options)).toBe("CHF 1'107.00 – 1'431.00");
  });
});
