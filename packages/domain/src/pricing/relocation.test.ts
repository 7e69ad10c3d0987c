import { describe, expect, it } from 'vitest';
import { priceRelocation } from './relocation.ts';

describe('priceRelocation', () => {
  it('hourly: hour price × hours to hour price × expected time', () => {
    expect(priceRelocation({ priceType: 'hourly', hourPrice: 15_000, hours: 4, expectedTime: 6 })).toEqual({
      offered: true,
      byEffort: false,
      low: 60_000,
      high: 90_000,
      priceType: 'hourly',
      extras: 0,
      maxPrice: null,
    });
  });

  it('hourly without expected time is a fixed price (high = low)', () => {
    expect(priceRelocation({ priceType: 'hourly', hourPrice: 15_000, hours: 4 })).toMatchObject({
      low: 60_000,
      high: 60_000,
    });
  });

  it('bills the return trip at the hour price on both bounds', () => {
    const price = priceRelocation({
      priceType: 'hourly',
      hourPrice: 15_000,
      hours: 4,
      expectedTime: 6,
      returnTrip: 1.5,
    });
    expect([price.low, price.high]).toEqual([82_500, 112_500]);
  });

  it('adds workers’ food, packaging and disassembly to both bounds', () => {
    const price = priceRelocation({
      priceType: 'hourly',
      hourPrice: 10_000,
      hours: 2,
      expectedTime: 3,
      workersFood: 4_000,
      packaging: 25_000,
      disassembly: 12_050,
    });
    expect(price.extras).toBe(41_050);
    expect([price.low, price.high]).toEqual([61_050, 71_050]);
  });

  it('rounds hour price × hours half away from zero to a cent, per bound', () => {
    // 133.33 × 1.25 h = 166.6625 → 166.66; 133.33 × 1.35 h = 179.9955 → 180.00
    expect(priceRelocation({ hourPrice: 13_333, hours: 1.25, expectedTime: 1.35 })).toMatchObject({
      low: 16_666,
      high: 18_000,
    });
    // 0.01 × 0.5 h = 0.005 → 0.01
    expect(priceRelocation({ hourPrice: 1, hours: 0.5 }).low).toBe(1);
  });

  it('prices an unset price type as hourly', () => {
    expect(priceRelocation({ hourPrice: 15_000, hours: 2 })).toMatchObject({
      priceType: 'hourly',
      low: 30_000,
    });
  });

  it('maxPrice: as hourly, then each bound capped at the cost ceiling', () => {
    const base = {
      priceType: 'maxPrice',
      hourPrice: 15_000,
      hours: 4,
      expectedTime: 8,
      workersFood: 5_000,
    } as const;
    expect(priceRelocation({ ...base, maxPrice: 100_000 })).toMatchObject({
      low: 65_000,
      high: 100_000,
      maxPrice: 100_000,
    });
    expect(priceRelocation({ ...base, maxPrice: 50_000 })).toMatchObject({ low: 50_000, high: 50_000 });
    expect(priceRelocation({ ...base, maxPrice: 200_000 })).toMatchObject({ low: 65_000, high: 125_000 });
  });

  it('maxPrice without an amount caps nothing; the hourly type ignores a max price', () => {
    const base = { hourPrice: 15_000, hours: 4, expectedTime: 8 };
    expect(priceRelocation({ ...base, priceType: 'maxPrice' })).toMatchObject({
      high: 120_000,
      maxPrice: null,
    });
    expect(priceRelocation({ ...base, priceType: 'hourly', maxPrice: 1 })).toMatchObject({
      high: 120_000,
      maxPrice: null,
    });
  });

  it('flatRate: the flat rate plus extras, one amount; the price per m³ is ignored', () => {
    const price = priceRelocation({
      priceType: 'flatRate',
      flatRate: 180_000,
      pricePerM3: 5_000,
      volumeM3: 40,
      packaging: 20_000,
      hourPrice: 15_000,
      hours: 10,
    });
    expect([price.low, price.high]).toEqual([200_000, 200_000]);
  });

  it('flatRate without a flat rate: volume × price per m³ (when both are set), plus extras', () => {
    expect(
      priceRelocation({ priceType: 'flatRate', pricePerM3: 4_550, volumeM3: 32.5, disassembly: 100 }),
    ).toMatchObject({ low: 147_975, high: 147_975 });
    expect(priceRelocation({ priceType: 'flatRate', pricePerM3: 4_550 }).offered).toBe(false);
    expect(priceRelocation({ priceType: 'flatRate', pricePerM3: 4_550, workersFood: 3_000 })).toMatchObject({
      offered: true,
      low: 3_000,
    });
  });

  it('is not offered without a price input of its type', () => {
    expect(priceRelocation(null).offered).toBe(false);
    expect(priceRelocation({}).offered).toBe(false);
    expect(
      priceRelocation({ priceType: 'hourly', hours: 5, expectedTime: 7, flatRate: 100_000 }),
    ).toMatchObject({
      offered: false,
      low: 0,
      high: 0,
    });
    expect(priceRelocation({ priceType: 'flatRate', hourPrice: 15_000, hours: 3 }).offered).toBe(false);
  });
});
