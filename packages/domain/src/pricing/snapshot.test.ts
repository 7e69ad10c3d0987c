import { describe, expect, it } from 'vitest';
import { computePrice } from './compute.ts';
import { createPriceSnapshot, priceSnapshotSchema } from './snapshot.ts';
import { workedExample } from './test-support.ts';

describe('createPriceSnapshot', () => {
  it('stores the accepted services, their ranges after discount and the totals', () => {
    const snapshot = createPriceSnapshot({ ...workedExample, acceptedServices: ['cleaning', 'relocation'] });
    expect(snapshot).toEqual({
      version: 2,
      input: { ...workedExample, acceptedServices: ['cleaning', 'relocation'] },
      acceptedServices: ['relocation', 'cleaning'],
      services: [
        { service: 'relocation', low: 110_700, high: 143_100, byEffort: false },
        { service: 'cleaning', low: 89_000, high: 89_000, byEffort: false },
      ],
      linesTotal: 32_000,
      currency: 'CHF',
      vatRate: 7.7,
      includeVat: false,
      netLow: 231_700,
      netHigh: 264_100,
      vatLow: 17_841, // 2'317.00 × 7.7 % = 178.409 → 178.41
      vatHigh: 20_336, // 2'641.00 × 7.7 % = 203.357 → 203.36
      roundingLow: -1,
      roundingHigh: -1,
      grossLow: 249_540, // 2'495.41 → 2'495.40
      grossHigh: 284_435, // 2'844.36 → 2'844.35
    });
    expect(priceSnapshotSchema.parse(snapshot)).toEqual(snapshot);
  });

  it('does not change when the contract changes afterwards', () => {
    const input = structuredClone(workedExample);
    const snapshot = createPriceSnapshot(input);
    const stored = structuredClone(snapshot);
    input.cleaning = { type: 'select', price: 1 };
    input.specialProducts!.push({ name: 'Tresor', count: 1, unitPrice: 40_000 });
    computePrice(input);
    expect(snapshot).toEqual(stored);
  });

  it('keeps only the priced parts of what it is given', () => {
    const contract = { ...workedExample, moveOut: { city: 'Bern' }, answers: [] };
    expect(Object.keys(createPriceSnapshot(contract).input ?? {})).not.toContain('moveOut');
  });

  it('gives the accepted breakdown again from its input, amount by amount', () => {
    const accepted = { ...workedExample, acceptedServices: ['trash'] as const };
    const snapshot = createPriceSnapshot({ ...accepted, acceptedServices: [...accepted.acceptedServices] });
    expect(computePrice(snapshot.input!)).toEqual(
      computePrice({ ...workedExample, acceptedServices: ['trash'] }),
    );
  });
});
