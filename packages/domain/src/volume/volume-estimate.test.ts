import { describe, expect, it } from 'vitest';
import { DEFAULT_VOLUME_ITEMS } from './default-catalogue.ts';
import { VOLUME_ROOMS } from './rooms.ts';
import { inventoryLineInputSchema, volumeItemInputSchema, volumeRulesSchema } from './volume.schemas.ts';
import { DEFAULT_VOLUME_RULES, estimateCrew, roomTotalsM3, totalM3 } from './volume-estimate.ts';

describe('volume totals', () => {
  it('adds count × volume per line, exactly in hundredths of a m³', () => {
    // A two-room flat: living room 2 + 0.8 × 2 + 0.4 = 4.0; bedroom 2 + 0.6 × 4 + 0.15 × 2 = 4.7;
    // cellar 30 boxes × 0.1 = 3.0 → 11.7 m³.
    const lines = [
      { room: 'livingRoom', volumeM3: 2, count: 1 },
      { room: 'livingRoom', volumeM3: 0.8, count: 2 },
      { room: 'livingRoom', volumeM3: 0.4, count: 1 },
      { room: 'bedroom', volumeM3: 2, count: 1 },
      { room: 'bedroom', volumeM3: 0.6, count: 4 },
      { room: 'bedroom', volumeM3: 0.15, count: 2 },
      { room: 'cellarAttic', volumeM3: 0.1, count: 30 },
    ] as const;
    expect(totalM3(lines)).toBe(11.7);
    expect(roomTotalsM3(lines)).toEqual([
      { room: 'livingRoom', m3: 4 },
      { room: 'bedroom', m3: 4.7 },
      { room: 'cellarAttic', m3: 3 },
    ]);
  });

  it('keeps two decimals where floating point would not', () => {
    expect(0.15 * 3).not.toBe(0.45);
    expect(totalM3([{ volumeM3: 0.15, count: 3 }])).toBe(0.45);
    expect(0.7 * 3 + 0.1).not.toBe(2.2);
    expect(
      totalM3([
        { volumeM3: 0.7, count: 3 },
        { volumeM3: 0.1, count: 1 },
      ]),
    ).toBe(2.2);
    expect(totalM3([])).toBe(0);
  });
});

describe('crew estimate (default rules: 20 m³ a vehicle, a worker per 12 m³ and at least 2, 1.5 m³ a worker-hour, at least 2 h)', () => {
  it('estimates 30 m³ as 2 vehicles, 3 workers, 7 hours', () => {
    // ⌈30/20⌉ = 2; max(2, ⌈30/12⌉ = 3) = 3; 30 / (3 × 1.5) = 6.67 h → 7 h (next half hour).
    expect(estimateCrew(30)).toEqual({ vehicles: 2, workers: 3, hours: 7 });
  });
  it('estimates 11.7 m³ as 1 vehicle, 2 workers, 4 hours', () => {
    // 11.7 / (2 × 1.5) = 3.9 h → 4 h.
    expect(estimateCrew(11.7)).toEqual({ vehicles: 1, workers: 2, hours: 4 });
  });
  it('rounds up to the half hour exactly at the boundary and applies the minimum', () => {
    // 6 / (2 × 1.5) = 2 h exactly; 6.01 → 2.003 h → 2.5 h; 1 m³ → 0.33 h → minimum 2 h.
    expect(estimateCrew(6).hours).toBe(2);
    expect(estimateCrew(6.01).hours).toBe(2.5);
    expect(estimateCrew(1)).toEqual({ vehicles: 1, workers: 2, hours: 2 });
    // Exactly one van full is one van; a bit more is two.
    expect(estimateCrew(20).vehicles).toBe(1);
    expect(estimateCrew(20.01).vehicles).toBe(2);
  });
  it('needs no crew for nothing', () => {
    expect(estimateCrew(0)).toEqual({ vehicles: 0, workers: 0, hours: 0 });
  });
  it("follows the company's own rules", () => {
    const rules = { vehicleCapacityM3: 35, m3PerWorker: 10, minWorkers: 3, m3PerWorkerHour: 2, minHours: 3 };
    // ⌈45/35⌉ = 2; max(3, ⌈45/10⌉ = 5) = 5; 45 / (5 × 2) = 4.5 h.
    expect(estimateCrew(45, rules)).toEqual({ vehicles: 2, workers: 5, hours: 4.5 });
    expect(volumeRulesSchema.safeParse(rules).success).toBe(true);
    expect(volumeRulesSchema.safeParse(DEFAULT_VOLUME_RULES).success).toBe(true);
  });
});

describe('volume schemas', () => {
  it('accepts the default catalogue, which covers every room', () => {
    expect(DEFAULT_VOLUME_ITEMS.length).toBeGreaterThanOrEqual(40);
    for (const item of DEFAULT_VOLUME_ITEMS) expect(volumeItemInputSchema.parse(item)).toEqual(item);
    expect(new Set(DEFAULT_VOLUME_ITEMS.map((item) => item.room))).toEqual(new Set(VOLUME_ROOMS));
  });
  it('refuses a line with a bad count or volume, naming the field', () => {
    const line = { room: 'kitchen', nameDe: 'Kühlschrank', volumeM3: 1, count: 1 };
    expect(inventoryLineInputSchema.parse(line)).toEqual({ ...line, nameEn: '' });
    const issues = (value: object) =>
      inventoryLineInputSchema.safeParse({ ...line, ...value }).error?.issues.map((i) => [i.path, i.message]);
    expect(issues({ count: 0 })).toEqual([[['count'], 'error_field_invalid']]);
    expect(issues({ count: 1.5 })).toEqual([[['count'], 'error_field_invalid']]);
    expect(issues({ volumeM3: 0.125 })).toEqual([[['volumeM3'], 'error_field_invalid']]);
    expect(issues({ volumeM3: 0 })).toEqual([[['volumeM3'], 'error_field_invalid']]);
    expect(issues({ room: 'ballroom' })).toEqual([[['room'], 'error_field_required']]);
    expect(issues({ nameDe: ' ' })).toEqual([[['nameDe'], 'error_field_required']]);
  });
});
