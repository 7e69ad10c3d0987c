import type { TZDate } from '@date-fns/tz';
import { TZDateMini } from '@date-fns/tz/date/mini';

/**
 * Calendar arithmetic in a company's time zone (rules: dates stored in UTC, shown and typed in the
 * company's zone), on @date-fns/tz rather than offsets worked out by hand. Its TZDate reads and writes
 * wall-clock fields in a zone; the mini build leaves out formatting we do not need (smaller web bundle).
 *
 * Daylight saving: a wall-clock time that does not exist (02:30 on the last Sunday of March in Zurich)
 * moves forward by the gap (03:30 CEST); one that occurs twice (02:30 on the last Sunday of October)
 * is the second, standard-time one (CET).
 */

/**
 * Spellings of a zone as saved (Intl accepts any case and fixed offsets) → the zone's canonical name.
 * @date-fns/tz keeps one formatter per name it is given and never lets go; handing it canonical names
 * only keeps that bounded. This map is bounded too: full, it starts over (a company uses one zone).
 */
const canonical = new Map<string, string>();
const SPELLINGS_KEPT = 100;

/** The canonical name of a time zone; throws a RangeError for one Intl does not know. */
function zoneName(timeZone: string): string {
  let name = canonical.get(timeZone);
  if (name === undefined) {
    name = new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
    if (canonical.size >= SPELLINGS_KEPT) canonical.clear();
    canonical.set(timeZone, name);
  }
  return name;
}

const pad = (value: number) => String(value).padStart(2, '0');

function dayOf(date: TZDate): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An instant seen on a time zone's wall clock. */
function inZone(at: Date, timeZone: string): TZDate {
  return new TZDateMini(at.getTime(), zoneName(timeZone));
}

/** The calendar day ("YYYY-MM-DD") an instant falls on in a time zone. */
export function calendarDayIn(at: Date, timeZone: string): string {
  return dayOf(inZone(at, timeZone));
}

/** The last moment of a calendar day ("2026-12-24") in a time zone, as an instant. */
export function endOfDayIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDateMini(year, month - 1, date, 23, 59, 59, 999, zoneName(timeZone)).getTime());
}

/** The first moment of the calendar month that `at` falls in, in a time zone, as an instant. */
export function startOfMonthIn(at: Date, timeZone: string): Date {
  const local = inZone(at, timeZone);
  return new Date(new TZDateMini(local.getFullYear(), local.getMonth(), 1, zoneName(timeZone)).getTime());
}

/** The wall clock ("YYYY-MM-DDTHH:mm", as a datetime-local field holds it) of an instant in a zone. */
export function wallClockIn(at: Date, timeZone: string): string {
  const local = inZone(at, timeZone);
  return `${dayOf(local)}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** The instant a wall clock ("YYYY-MM-DDTHH:mm") shows in a zone; null for text of another shape. */
export function instantOfWallClock(wallClock: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallClock);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const instant = new TZDateMini(year, month - 1, day, hour, minute, zoneName(timeZone));
  return Number.isNaN(instant.getTime()) ? null : new Date(instant.getTime());
}
