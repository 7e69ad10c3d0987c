import { describe, expect, it } from 'vitest';
import { priceDisposal } from './disposal.ts';

describe('priceDisposal', () => {
  it('is the flat rate when set, ignoring the price per m³', () => {
    expect(priceDisposal({ flatRatePrice: 45_000, pricePerM3: 9_000, volumeM3: 10 })).toEqual({
      offered: true,
      byEffort: false,
      low: 45_000,
      high: 45_000,
    });
  });

  it('is volume × price per m³ otherwise, rounded half away from zero to a cent', () => {
    expect(priceDisposal({ pricePerM3: 8_500, volumeM3: 4.5 })).toMatchObject({ low: 38_250, high: 38_250 });
    // 33.33 × 0.15 m³ = 4.9995 → 5.00
    expect(priceDisposal({ pricePerM3: 3_333, volumeM3: 0.15 }).low).toBe(500);
  });

  it('offers a flat rate of zero (a free disposal)', () => {
    expect(priceDisposal({ flatRatePrice: 0 })).toMatchObject({ offered: true, low: 0 });
  });

  it('is not offered without a flat rate or both m³ fields', () => {
    expect(priceDisposal(null).offered).toBe(false);
    expect(priceDisposal({}).offered).toBe(false);
    expect(priceDisposal({ pricePerM3: 8_500 }).offered).toBe(false);
    expect(priceDisposal({ volumeM3: 3 }).offered).toBe(false);
  });
});
