import { instantOfWallClock, wallClockIn } from '@maxer/domain';

/**
 * Dates are stored in UTC and typed in the company's time zone (rules: "dates stored UTC, shown in
 * the company's time zone"), whatever zone the browser is in. The native datetime-local field works
 * with "YYYY-MM-DDTHH:mm" in that zone; the arithmetic is the domain's (one helper for server and web).
 */

/** "2026-12-01T07:00:00.000Z" in Europe/Zurich → "2026-12-01T08:00". */
export function localFromUtc(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  return wallClockIn(new Date(iso), timeZone);
}

/**
 * "2026-12-01T08:00" in Europe/Zurich → "2026-12-01T07:00:00.000Z"; '' → null; text that is no
 * date-time is passed on as it is, so the schema reports it on the field.
 */
export function utcFromLocal(local: string, timeZone: string): string | null {
  if (local.trim() === '') return null;
  return instantOfWallClock(local.trim(), timeZone)?.toISOString() ?? local;
}
