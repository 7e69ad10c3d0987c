import { describe, expect, it } from 'vitest';
import { priceCleaning } from './cleaning.ts';
import { computePrice } from './compute.ts';

describe('priceCleaning', () => {
  it('select: a fixed price', () => {
    expect(priceCleaning({ type: 'select', price: 89_000 })).toEqual({
      offered: true,
      byEffort: false,
      low: 89_000,
      high: 89_000,
    });
  });

  it('open: offered, by effort, no amount (a price entered is ignored)', () => {
    expect(priceCleaning({ type: 'open', price: 50_000 })).toEqual({
      offered: true,
      byEffort: true,
      low: 0,
      high: 0,
    });
  });

  it('no-cleaning, no type, or select without a price: not offered', () => {
    expect(priceCleaning({ type: 'no-cleaning', price: 50_000 }).offered).toBe(false);
    expect(priceCleaning({ price: 50_000 }).offered).toBe(false);
    expect(priceCleaning(null).offered).toBe(false);
    expect(priceCleaning({ type: 'select' }).offered).toBe(false);
  });

  it('open cleaning can be accepted and adds nothing to the total', () => {
    const price = computePrice({
      cleaning: { type: 'open' },
      trash: { flatRatePrice: 30_000 },
      acceptedServices: ['cleaning', 'trash'],
    });
    expect(price.acceptedServices).toEqual(['trash', 'cleaning']);
    expect(price.services.cleaning).toMatchObject({ offered: true, accepted: true, byEffort: true });
    expect(price.netLow).toBe(30_000);
  });
});
