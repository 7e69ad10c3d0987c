import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PRICE_CENTS } from '../workspace/item.schemas.ts';
import type { PriceBreakdown } from './breakdown.ts';
import { computePrice } from './compute.ts';
import type { ContractItem, PricedService, PricingInput } from './schemas.ts';
import { centsArb, decimalArb, pricingInputArb } from './test-support.ts';
import { pricingInputSchema } from './validation.ts';
import { splitVat } from './vat.ts';

/** Input the schema accepts (most generated input is; the rest breaks a rule on computed prices). */
const validInputArb = pricingInputArb.filter((input) => pricingInputSchema.safeParse(input).success);
/** Sort keys for a random permutation of up to 32 elements. */
const keysArb = fc.array(fc.double({ noNaN: true }), { minLength: 32, maxLength: 32 });
const rateArb = decimalArb(100);

function permute<T>(values: readonly T[], keys: readonly number[]): T[] {
  return values
    .map((value, index) => ({ value, key: keys[index]! }))
    .sort((a, b) => a.key - b.key)
    .map(({ value }) => value);
}

/** Permutes the lines between discount lines (moving a discount line changes what it discounts). */
function permuteWithinDiscounts(items: readonly ContractItem[], keys: readonly number[]): ContractItem[] {
  const result: ContractItem[] = [];
  let segment: ContractItem[] = [];
  for (const item of items) {
    if (item.type === 'discount') {
      result.push(...permute(segment, keys), item);
      segment = [];
    } else segment.push(item);
  }
  return [...result, ...permute(segment, keys)];
}

const totals = (price: PriceBreakdown) => ({
  netLow: price.netLow,
  netHigh: price.netHigh,
  vatLow: price.vatLow,
  vatHigh: price.vatHigh,
  grossLow: price.grossLow,
  grossHigh: price.grossHigh,
  roundingLow: price.roundingLow,
  roundingHigh: price.roundingHigh,
});

const offeredServices = (input: PricingInput): PricedService[] => computePrice(input).acceptedServices;

describe('pricing properties', () => {
  it('the total does not depend on the order of services, accepted services, products, materials or lines between discounts', () => {
    fc.assert(
      fc.property(validInputArb, keysArb, fc.nat(3), (input, keys, count) => {
        const offered = offeredServices(input);
        // none given (every offered service counts), or the first `count` offered ones
        const accepted = count > 0 && offered.length > 0 ? offered.slice(0, count) : null;
        const original = { ...input, acceptedServices: accepted };
        const reordered: PricingInput = {
          // the same fields, declared in the reverse order
          ...Object.fromEntries(Object.entries(original).reverse()),
          acceptedServices: accepted && permute(accepted, keys),
          specialProducts: permute(input.specialProducts ?? [], keys),
          packingMaterials: permute(input.packingMaterials ?? [], [...keys].reverse()),
          items: permuteWithinDiscounts(input.items ?? [], keys),
        };
        expect(totals(computePrice(reordered))).toEqual(totals(computePrice(original)));
      }),
    );
  });

  it('accepting fewer services never costs more (net, VAT and gross, both bounds)', () => {
    fc.assert(
      fc.property(validInputArb, fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (input, picks) => {
        const offered = offeredServices(input);
        fc.pre(offered.length > 0);
        // smaller ⊆ larger, both non-empty; larger may also be "no acceptance yet" (every offered service)
        const larger = offered.filter((_, i) => i === 0 || picks[i]);
        const smaller = larger.filter((_, i) => i === 0 || picks[i + 3]);
        const few = totals(computePrice({ ...input, acceptedServices: smaller }));
        for (const more of [
          { ...input, acceptedServices: larger },
          { ...input, acceptedServices: null },
        ]) {
          const many = totals(computePrice(more));
          for (const key of ['netLow', 'netHigh', 'vatLow', 'vatHigh', 'grossLow', 'grossHigh'] as const) {
            expect(few[key]).toBeLessThanOrEqual(many[key]);
          }
        }
      }),
    );
  });

  it('low ≤ high for every service (before and after its discount) and every total', () => {
    fc.assert(
      fc.property(validInputArb, (input) => {
        const price = computePrice(input);
        for (const service of Object.values(price.services)) {
          expect(service.low).toBeLessThanOrEqual(service.high);
          expect(service.lowAfterDiscount).toBeLessThanOrEqual(service.highAfterDiscount);
          expect(service.lowAfterDiscount).toBeGreaterThanOrEqual(0);
        }
        expect(price.netLow).toBeLessThanOrEqual(price.netHigh);
        expect(price.vatLow).toBeLessThanOrEqual(price.vatHigh);
        expect(price.grossLow).toBeLessThanOrEqual(price.grossHigh);
      }),
    );
  });

  it('a flat rate makes the price per m³ irrelevant (relocation and disposal)', () => {
    fc.assert(
      fc.property(
        validInputArb,
        centsArb(),
        fc.option(centsArb(), { nil: null }),
        fc.option(decimalArb(500), { nil: null }),
        (input, flatRate, pricePerM3, volumeM3) => {
          const base: PricingInput = {
            ...input,
            relocation: { ...input.relocation, priceType: 'flatRate', flatRate },
            trash: { ...input.trash, flatRatePrice: flatRate },
          };
          const changed: PricingInput = {
            ...base,
            relocation: { ...base.relocation, pricePerM3, volumeM3 },
            trash: { ...base.trash, pricePerM3, volumeM3 },
          };
          const price = computePrice(changed);
          expect(price).toEqual(computePrice(base));
          expect(price.services.trash.low).toBe(flatRate);
          expect(price.services.relocation.low - price.services.relocation.extras).toBe(flatRate);
        },
      ),
    );
  });

  it('every money output is a safe integer (never a fraction of a cent, never -0)', () => {
    const nonMoney = new Set(['count', 'vatRate', 'percent']);
    const check = (value: unknown, key: string): void => {
      if (typeof value === 'number' && !nonMoney.has(key)) {
        expect(Number.isSafeInteger(value), `${key} = ${value}`).toBe(true);
        expect(Object.is(value, -0), key).toBe(false);
      } else if (value && typeof value === 'object') {
        for (const [childKey, child] of Object.entries(value))
          check(child, Array.isArray(value) ? key : childKey);
      }
    };
    fc.assert(fc.property(validInputArb, (input) => check(computePrice(input), '')));
  });

  it('every money output stays a safe integer at the limits the schema allows', () => {
    const bigInputArb = fc.record({
      relocation: fc.record({
        hourPrice: fc.integer({ min: 0, max: MAX_PRICE_CENTS }),
        hours: decimalArb(100_000),
        workersFood: fc.integer({ min: 0, max: MAX_PRICE_CENTS }),
      }),
      specialProducts: fc.array(
        fc.record({
          name: fc.constant('Tresor'),
          count: decimalArb(3),
          unitPrice: fc.integer({ min: 0, max: 1e9 }),
        }),
        { maxLength: 3 },
      ),
      includeVat: fc.boolean(),
      vatRate: decimalArb(100),
    });
    fc.assert(
      fc.property(bigInputArb, (input) => {
        const price = computePrice(input);
        const amounts = [price.services.relocation.high, price.netHigh, price.vatHigh, price.grossHigh];
        expect(amounts.every(Number.isSafeInteger)).toBe(true);
        // whatever the schema lets through is at most MAX_PRICE_CENTS, far inside the safe range
        if (pricingInputSchema.safeParse(input).success)
          expect(price.grossHigh).toBeLessThanOrEqual(MAX_PRICE_CENTS);
      }),
    );
  });
});

describe('VAT included vs added', () => {
  it('splits every total the same way: net + VAT = gross before rounding; + rounding = payable gross', () => {
    fc.assert(
      fc.property(validInputArb, (input) => {
        const price = computePrice(input);
        for (const bound of ['Low', 'High'] as const) {
          expect(price[`net${bound}`] + price[`vat${bound}`]).toBe(price[`grossUnrounded${bound}`]);
          expect(price[`grossUnrounded${bound}`] + price[`rounding${bound}`]).toBe(price[`gross${bound}`]);
          // the entered amounts are the net when VAT is added, the gross when it is included
          const entered = price.includeVat ? price[`grossUnrounded${bound}`] : price[`net${bound}`];
          expect(entered).toBe(price[`subtotal${bound}`]);
          if (price.currency === 'CHF') {
            expect(price[`gross${bound}`] % 5).toBe(0);
            expect(Math.abs(price[`rounding${bound}`])).toBeLessThanOrEqual(2);
          } else expect(price[`rounding${bound}`]).toBe(0);
        }
      }),
    );
  });

  it('adding VAT to a net amount, then taking it out of that gross, gives back exactly the same net and VAT', () => {
    // Proof: G = N + round(N·r); G·r/(1+r) = N·r + e·r/(1+r) with e = round(N·r) − N·r, |e| ≤ ½, so it lies
    // within |e|/(1+r) < ½ of the integer round(N·r) and rounds to it (r = rate / 100 > 0; r = 0 is trivial).
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PRICE_CENTS }), rateArb, (net, rate) => {
        const added = splitVat(net, rate, false);
        expect(splitVat(added.gross, rate, true)).toEqual(added);
      }),
    );
  });

  it('taking VAT out of a gross amount, then adding VAT to that net, gives the gross back within 1 cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PRICE_CENTS }), rateArb, (gross, rate) => {
        const included = splitVat(gross, rate, true);
        expect(Math.abs(splitVat(included.net, rate, false).gross - gross)).toBeLessThanOrEqual(1);
      }),
    );
    // and 1 cent can happen: 0.07 incl. 7.7 % = 0.06 + 0.01; 0.06 + 7.7 % = 0.06
    expect(splitVat(splitVat(7, 7.7, true).net, 7.7, false).gross).toBe(6);
  });

  it('a contract priced net (VAT added) equals one line of its gross priced with VAT included', () => {
    fc.assert(
      fc.property(validInputArb, (input) => {
        const net = computePrice({ ...input, includeVat: false });
        for (const bound of ['Low', 'High'] as const) {
          const gross = computePrice({
            items: [{ type: 'item', quantity: 1, unitPrice: net[`grossUnrounded${bound}`] }],
            includeVat: true,
            vatRate: input.vatRate,
            currency: input.currency,
          });
          expect(totals(gross)).toMatchObject({
            netLow: net[`net${bound}`],
            vatLow: net[`vat${bound}`],
            grossLow: net[`gross${bound}`],
            roundingLow: net[`rounding${bound}`],
          });
        }
      }),
    );
  });

  it('makes no difference at a rate of 0', () => {
    fc.assert(
      fc.property(validInputArb, (input) => {
        const included = computePrice({ ...input, vatRate: 0, includeVat: true });
        expect(totals(computePrice({ ...input, vatRate: 0, includeVat: false }))).toEqual(totals(included));
        expect(included.vatHigh).toBe(0);
      }),
    );
  });
});
