import { cleaningEnd, moveEnd } from '../contracts/job-window.ts';
import { instantOfWallClock } from '../time/zoned-time.ts';
import type { DispatchWarning } from './dispatch.schemas.ts';

/**
 * The dispatch board's rules (ADR 045), in one place for the server and the web app: how long a job
 * lasts, which range a day or a week is in the company's zone, and what is wrong with the assignments.
 */

export interface TimeWindow {
  startsAt: Date;
  endsAt: Date;
}

/** A move's window by the one rule of the calendars (contracts/job-window.ts). */
export function relocationWindow(
  startAt: string | Date,
  estimate: { expectedTime?: number | null; hours?: number | null } | null | undefined,
): TimeWindow {
  const startsAt = new Date(startAt);
  return { startsAt, endsAt: moveEnd(startsAt, estimate?.expectedTime ?? null, estimate?.hours ?? null) };
}

/** A cleaning's window by the one rule of the calendars (contracts/job-window.ts). */
export function cleaningWindow(startAt: string | Date, endAt: string | Date | null | undefined): TimeWindow {
  const startsAt = new Date(startAt);
  return { startsAt, endsAt: cleaningEnd(startsAt, endAt ? new Date(endAt) : null) };
}

/** Two windows share time. They touch without overlapping when one ends as the other starts. */
export function windowsOverlap(a: TimeWindow, b: TimeWindow): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day `days` after `day` ("YYYY-MM-DD"), whatever the zone. */
export function calendarDayPlus(day: string, days: number): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week `day` is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return calendarDayPlus(day, -((weekday + 6) % 7));
}

export type DispatchView = 'day' | 'week';

/**
 * The board's range: from midnight of the first day to midnight after the last one on the company's
 * wall clock (a day of a change of summer time has 23 or 25 hours), with the days it shows.
 */
export function dispatchRange(
  view: DispatchView,
  day: string,
  timeZone: string,
): { from: Date; to: Date; days: string[] } {
  const first = view === 'week' ? mondayOf(day) : day;
  const count = view === 'week' ? 7 : 1;
  const days = Array.from({ length: count }, (_, index) => calendarDayPlus(first, index));
  return {
    from: instantOfWallClock(`${first}T00:00`, timeZone)!,
    to: instantOfWallClock(`${calendarDayPlus(first, count)}T00:00`, timeZone)!,
    days,
  };
}

/** What the warnings read of one job or appointment. */
export interface PlannedItem extends TimeWindow {
  key: string;
  userIds: readonly string[];
  vehicleIds: readonly string[];
  /** The workers the contract plans (null: no plan). */
  plannedWorkers: number | null;
  plannedVehicles: number;
}

/**
 * The warnings of every item, by key: each person or vehicle on two items at the same time (both
 * items are told, each naming the other), and fewer workers or vehicles than the contract plans.
 * Warnings, never refusals: the office may know better (a helper who leaves one job early).
 */
export function dispatchWarnings(items: readonly PlannedItem[]): Map<string, DispatchWarning[]> {
  const warnings = new Map<string, DispatchWarning[]>(items.map((item) => [item.key, []]));
  const add = (key: string, warning: DispatchWarning) => warnings.get(key)!.push(warning);

  const doubleBookings = (
    code: 'personDoubleBooked' | 'vehicleDoubleBooked',
    idsOf: (item: PlannedItem) => readonly string[],
  ) => {
    const byResource = new Map<string, PlannedItem[]>();
    for (const item of items)
      for (const id of new Set(idsOf(item))) {
        const list = byResource.get(id);
        if (list) list.push(item);
        else byResource.set(id, [item]);
      }
    for (const [resourceId, booked] of byResource) {
      booked.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      for (let i = 0; i < booked.length; i++) {
        const a = booked[i]!;
        // Sorted by start: once one starts after `a` ends, so do all after it.
        for (let j = i + 1; j < booked.length && booked[j]!.startsAt.getTime() < a.endsAt.getTime(); j++) {
          const b = booked[j]!;
          if (!windowsOverlap(a, b)) continue;
          add(a.key, { code, resourceId, otherKey: b.key, planned: null, assigned: null });
          add(b.key, { code, resourceId, otherKey: a.key, planned: null, assigned: null });
        }
      }
    }
  };
  doubleBookings('personDoubleBooked', (item) => item.userIds);
  doubleBookings('vehicleDoubleBooked', (item) => item.vehicleIds);

  for (const item of items) {
    const people = new Set(item.userIds).size;
    const vehicles = new Set(item.vehicleIds).size;
    if (item.plannedWorkers !== null && people < item.plannedWorkers)
      add(item.key, {
        code: 'fewerWorkers',
        resourceId: null,
        otherKey: null,
        planned: item.plannedWorkers,
        assigned: people,
      });
    if (vehicles < item.plannedVehicles)
      add(item.key, {
        code: 'fewerVehicles',
        resourceId: null,
        otherKey: null,
        planned: item.plannedVehicles,
        assigned: vehicles,
      });
  }
  return warnings;
}

/** The board's summary line: how many items, with warnings, booked twice, short of people or vehicles. */
export function dispatchSummary(items: readonly { warnings: readonly DispatchWarning[] }[]) {
  const has = (item: { warnings: readonly DispatchWarning[] }, codes: string[]) =>
    item.warnings.some((warning) => codes.includes(warning.code));
  return {
    items: items.length,
    withWarnings: items.filter((item) => item.warnings.length > 0).length,
    doubleBookings: items.filter((item) => has(item, ['personDoubleBooked', 'vehicleDoubleBooked'])).length,
    understaffed: items.filter((item) => has(item, ['fewerWorkers', 'fewerVehicles'])).length,
  };
}
