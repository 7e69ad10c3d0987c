import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceBreakdownSchema } from './breakdown.ts';
import { computePrice } from './compute.ts';
import { pricingInputArb, workedExample } from './test-support.ts';

describe('priceBreakdownSchema', () => {
  it('describes every field computePrice answers, no more and no less', () => {
    const price = computePrice({ ...workedExample, items: [{ type: 'text', text: 'x' }] });
    expect(priceBreakdownSchema.parse(price)).toEqual(price);
    fc.assert(
      fc.property(pricingInputArb, (input) => {
        const breakdown = computePrice(input);
        expect(priceBreakdownSchema.parse(breakdown)).toEqual(breakdown);
      }),
    );
  });

  it('survives JSON, as the API sends it', () => {
    const price = computePrice(workedExample);
    expect(priceBreakdownSchema.parse(JSON.parse(JSON.stringify(price)))).toEqual(price);
  });
});
