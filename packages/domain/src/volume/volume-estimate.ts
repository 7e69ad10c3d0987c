import { toHundredths } from '../pricing/arithmetic.ts';
import type { VolumeRoom } from './rooms.ts';

/** One counted line of an inventory: `count` pieces of `volumeM3` each. */
export interface InventoryCount {
  room: VolumeRoom;
  volumeM3: number;
  count: number;
}

/**
 * The company's rules that turn a volume into a crew (ADR 055), each configurable with these defaults:
 * a 3.5 t van loads about 20 m³; one worker per 12 m³, at least two; a worker loads and unloads about
 * 1.5 m³ an hour; a move takes at least 2 hours.
 */
export interface VolumeRules {
  vehicleCapacityM3: number;
  m3PerWorker: number;
  minWorkers: number;
  m3PerWorkerHour: number;
  minHours: number;
}
export const DEFAULT_VOLUME_RULES: VolumeRules = {
  vehicleCapacityM3: 20,
  m3PerWorker: 12,
  minWorkers: 2,
  m3PerWorkerHour: 1.5,
  minHours: 2,
};

/**
 * m³ of a list of counts. Volumes have at most two decimals and counts are whole, so the sum is
 * computed in integer hundredths of a m³ and is exact: 3 × 0.15 is 0.45, not 0.44999….
 */
export function totalM3(lines: readonly Pick<InventoryCount, 'volumeM3' | 'count'>[]): number {
  const hundredths = lines.reduce((sum, line) => sum + toHundredths(line.volumeM3) * line.count, 0);
  return hundredths / 100;
}

/** m³ per room, rooms without a line left out, in the order of the lines' first appearance. */
export function roomTotalsM3(lines: readonly InventoryCount[]): { room: VolumeRoom; m3: number }[] {
  const rooms = [...new Set(lines.map((line) => line.room))];
  return rooms.map((room) => ({ room, m3: totalM3(lines.filter((line) => line.room === room)) }));
}

export interface CrewEstimate {
  vehicles: number;
  workers: number;
  /** Hours on site, rounded up to the half hour. */
  hours: number;
}

/** Integer ceiling of a / b for positive integers. */
const ceilDiv = (a: number, b: number) => Math.floor((a + b - 1) / b);

/**
 * Vehicles, workers and hours for a volume (ADR 055), all rounded up:
 * - vehicles = ⌈m³ / vehicleCapacityM3⌉
 * - workers = max(minWorkers, ⌈m³ / m3PerWorker⌉)
 * - hours = max(minHours, m³ / (workers × m3PerWorkerHour)), rounded up to the half hour
 * Nothing to move needs no crew (all zero). Computed in hundredths, so no float rounding decides.
 */
export function estimateCrew(volumeM3: number, rules: VolumeRules = DEFAULT_VOLUME_RULES): CrewEstimate {
  const m3 = toHundredths(volumeM3);
  if (m3 <= 0) return { vehicles: 0, workers: 0, hours: 0 };
  const vehicles = ceilDiv(m3, toHundredths(rules.vehicleCapacityM3));
  const workers = Math.max(rules.minWorkers, ceilDiv(m3, toHundredths(rules.m3PerWorker)));
  const halfHours = ceilDiv(2 * m3, workers * toHundredths(rules.m3PerWorkerHour));
  return { vehicles, workers, hours: Math.max(rules.minHours, halfHours / 2) };
}
