import { describe, expect, it } from 'vitest';
import { computePrice } from './compute.ts';
import { jobPrice } from './job-price.ts';
import type { PricedService, PricingInput } from './schemas.ts';
import { createPriceSnapshot, type PriceSnapshot } from './snapshot.ts';
import { workedExample } from './test-support.ts';

const acceptedWith = (services: PricedService[], input: PricingInput = workedExample) =>
  createPriceSnapshot({ ...input, acceptedServices: services });

/** The job after the office changed it: a dearer cleaning and one more special product. */
const editedLater: PricingInput = {
  ...structuredClone(workedExample),
  cleaning: { type: 'select', price: 120_000 },
  specialProducts: [
    ...(workedExample.specialProducts ?? []),
    { name: 'Tresor', count: 1, unitPrice: 40_000 },
  ],
};

describe('jobPrice', () => {
  it("counts every offered service before an acceptance: gross 2'907.35 – 3'256.30", () => {
    const price = jobPrice(workedExample, null);
    expect(price.basis).toBe('offered');
    expect(price.breakdown.acceptedServices).toEqual(['relocation', 'trash', 'cleaning']);
    expect([price.breakdown.grossLow, price.breakdown.grossHigh]).toEqual([290_735, 325_630]);
  });

  it("counts only relocation and cleaning once the customer accepted those: gross 2'495.40 – 2'844.35", () => {
    const price = jobPrice(workedExample, acceptedWith(['relocation', 'cleaning']));
    expect(price.basis).toBe('accepted');
    expect(price.breakdown.acceptedServices).toEqual(['relocation', 'cleaning']);
    expect(price.breakdown.services.trash).toMatchObject({ offered: true, accepted: false });
    expect([price.breakdown.netLow, price.breakdown.netHigh]).toEqual([231_700, 264_100]);
    expect([price.breakdown.grossLow, price.breakdown.grossHigh]).toEqual([249_540, 284_435]);
  });

  it('counts disposal and the lines only when only disposal is accepted: CHF 756.60', () => {
    const { breakdown } = jobPrice(workedExample, acceptedWith(['trash']));
    // 382.50 + 250.00 + 70.00 = 702.50 net; VAT 54.09; 756.59 → 756.60
    expect(breakdown).toMatchObject({ netLow: 70_250, vatLow: 5_409, grossLow: 75_660, grossHigh: 75_660 });
  });

  it('keeps the accepted price, lines and inputs when the job is edited afterwards', () => {
    const snapshot = acceptedWith(['relocation', 'cleaning']);
    const price = jobPrice(editedLater, snapshot);
    expect([price.breakdown.grossLow, price.breakdown.grossHigh]).toEqual([249_540, 284_435]);
    expect(price.breakdown.services.cleaning.highAfterDiscount).toBe(89_000);
    expect(price.breakdown.specialProducts.lines.map((line) => line.name)).toEqual(['Klavier']);
    expect(price.input.cleaning).toEqual({ type: 'select', price: 89_000 });
    expect(price.breakdown).toEqual(
      computePrice({ ...workedExample, acceptedServices: ['relocation', 'cleaning'] }),
    );
  });

  it('takes an older acceptance’s amounts, with today’s priced parts and its accepted services', () => {
    const { version, input, ...older } = acceptedWith(['relocation', 'cleaning']);
    const legacy: PriceSnapshot = older;
    const price = jobPrice(editedLater, legacy);
    expect(price.basis).toBe('accepted');
    expect(price.input.acceptedServices).toEqual(['relocation', 'cleaning']);
    expect(price.breakdown).toMatchObject({
      acceptedServices: ['relocation', 'cleaning'],
      servicesLow: 110_700 + 89_000,
      servicesHigh: 143_100 + 89_000,
      linesTotal: 32_000,
      netLow: 231_700,
      grossLow: 249_540,
      grossHigh: 284_435,
      roundingLow: -1,
    });
    expect(price.breakdown.grossUnroundedLow + price.breakdown.roundingLow).toBe(249_540);
    expect(price.breakdown.services.cleaning.highAfterDiscount).toBe(89_000);
    expect(price.breakdown.services.trash.accepted).toBe(false);
  });

  it('without a change since an older acceptance, answers exactly what the new snapshot gives', () => {
    const snapshot = acceptedWith(['trash', 'cleaning']);
    const { version, input, ...older } = snapshot;
    expect(jobPrice(workedExample, older).breakdown).toEqual(jobPrice(workedExample, snapshot).breakdown);
  });
});
