import { describe, expect, it } from 'vitest';
import { isBilledByHours, workedHoursSchema, workedRelocationPrice } from './worked-hours.ts';

const hourly = {
  relocation: {
    priceType: 'hourly' as const,
    hourPrice: 18_000,
    hours: 5,
    expectedTime: 7,
    returnTrip: 1,
    workersFood: 3_000,
    disassembly: 12_000,
  },
  discounts: { relocation: { percent: 10 } },
};

describe('a relocation priced from the hours worked', () => {
  it('is hour price × (hours + return trip) + extras, less the discount, beside the accepted range', () => {
    // pricing.md's worked example accepted 1'107.00 – 1'431.00; 6 hours worked: 180 × 7 + 150 = 1'410.00 − 10 %.
    expect(workedRelocationPrice(hourly, { hours: 6 })).toEqual({
      amount: 126_900,
      estimate: { low: 110_700, high: 143_100 },
      capped: false,
      maxPrice: null,
    });
    // Extras as they came replace the estimated ones: 180 × 7 + 50 = 1'310.00 − 10 %.
    expect(workedRelocationPrice(hourly, { hours: 6, extras: 5_000 }).amount).toBe(117_900);
  });

  it('never exceeds a cost ceiling (Kostendach)', () => {
    const ceiling = {
      relocation: { priceType: 'maxPrice' as const, hourPrice: 20_000, hours: 4, maxPrice: 100_000 },
    };
    expect(workedRelocationPrice(ceiling, { hours: 9 })).toMatchObject({ amount: 100_000, capped: true });
    expect(workedRelocationPrice(ceiling, { hours: 3 })).toMatchObject({ amount: 60_000, capped: false });
  });

  it('applies to hourly and ceiling jobs only, and takes hours as a quantity with two places', () => {
    expect(isBilledByHours(hourly)).toBe(true);
    expect(isBilledByHours({ relocation: { priceType: 'flatRate', flatRate: 100_000, hourPrice: 1 } })).toBe(
      false,
    );
    expect(isBilledByHours({ relocation: null })).toBe(false);
    expect(workedHoursSchema.safeParse({ hours: 6.25, workers: 3 }).success).toBe(true);
    expect(workedHoursSchema.safeParse({ hours: 6.255 }).success).toBe(false);
    expect(workedHoursSchema.safeParse({ hours: -1 }).success).toBe(false);
    expect(workedHoursSchema.safeParse({ hours: 5, workers: 0 }).success).toBe(false);
  });
});
