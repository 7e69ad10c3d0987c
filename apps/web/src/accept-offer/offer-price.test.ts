import { computePrice, formatPriceRange } from '@maxer/domain';
import { describe, expect, it } from 'vitest';
import { initialChoice, offeredServices, priceWith, toggleService } from './offer-price.ts';
import { shownRounding } from './price-section.tsx';
import { testOffer } from './test-offer.ts';

describe("the offer page's price", () => {
  const offer = testOffer();

  it('starts with every offered service, or the recorded choice once accepted', () => {
    expect(offeredServices(offer)).toEqual(['relocation', 'trash', 'cleaning']);
    expect(initialChoice(offer)).toEqual(['relocation', 'trash', 'cleaning']);
    expect(initialChoice(testOffer({ state: 'accepted', acceptedServices: ['trash'] }))).toEqual(['trash']);
  });

  it('with everything ticked is the price the server computed for the contract', () => {
    const all = priceWith(offer, initialChoice(offer));
    expect([all.grossLow, all.grossHigh]).toEqual([
      offer.contract.price.grossLow,
      offer.contract.price.grossHigh,
    ]);
  });

  it('follows the ticks: a service taken away leaves the total by its price after discount and VAT', () => {
    const all = priceWith(offer, ['relocation', 'trash', 'cleaning']);
    const withoutCleaning = priceWith(
      offer,
      toggleService(['relocation', 'trash', 'cleaning'], 'cleaning', false),
    );
    // Cleaning: CHF 890 less 10 % = CHF 801 net, + 8.1 % VAT, rounded to 5 Rappen.
    expect(all.servicesHigh - withoutCleaning.servicesHigh).toBe(80_100);
    expect(withoutCleaning.grossHigh).toBeLessThan(all.grossHigh);
    expect(withoutCleaning.acceptedServices).toEqual(['relocation', 'trash']);
    // Special products and contract items stay whatever is ticked.
    expect(priceWith(offer, ['trash']).linesTotal).toBe(25_000 + 20 * 350);
    // By hand: (5 h or 6 h × 180 + 300 + 250 + 20 × 3.50) × 1.081 = 1'643.12 or 1'837.70, to 5 Rappen.
    expect(
      formatPriceRange(withoutCleaning.grossLow, withoutCleaning.grossHigh, {
        type: 'FROMTO',
        language: 'de',
        currency: 'CHF',
      }),
    ).toBe("CHF 1'643.10 – 1'837.70");
  });

  it('is what the server stores: the contract as shown with the chosen services, sorted', () => {
    const chosen = toggleService(toggleService([], 'cleaning', true), 'relocation', true);
    expect(chosen).toEqual(['relocation', 'cleaning']);
    const { contract } = offer;
    const server = computePrice({
      ...(contract as unknown as Parameters<typeof computePrice>[0]),
      acceptedServices: ['cleaning', 'relocation'],
    });
    expect(priceWith(offer, chosen)).toEqual(server);
  });

  it('ticks and unticks without duplicates, in the order of the services', () => {
    expect(toggleService(['cleaning'], 'relocation', true)).toEqual(['relocation', 'cleaning']);
    expect(toggleService(['relocation', 'cleaning'], 'relocation', true)).toEqual(['relocation', 'cleaning']);
    expect(toggleService(['relocation'], 'relocation', false)).toEqual([]);
  });

  it('shows rounding only when it is not zero, and never as a reversed range', () => {
    const price = priceWith(offer, initialChoice(offer));
    const range = { ...price, grossLow: 100_000, grossHigh: 120_000 };
    expect(shownRounding({ ...range, roundingLow: 0, roundingHigh: 0 })).toBeNull();
    // One end rounded up, the other down: no "0.01 – -0.01" line.
    expect(shownRounding({ ...range, roundingLow: 1, roundingHigh: -1 })).toBeNull();
    expect(shownRounding({ ...range, roundingLow: 2, roundingHigh: 2 })).toBe(2);
    const single = { ...price, grossLow: 100_000, grossHigh: 100_000 };
    expect(shownRounding({ ...single, roundingLow: -2, roundingHigh: -2 })).toBe(-2);
    expect(shownRounding({ ...single, roundingLow: 0, roundingHigh: 0 })).toBeNull();
  });
});
