/**
 * Dates are stored in UTC and typed in the company's time zone (rules: "dates stored UTC, shown in
 * the company's time zone"), whatever zone the browser is in. The native datetime-local field works
 * with "YYYY-MM-DDTHH:mm" in that zone.
 */

function zoneParts(instant: Date, timeZone: string): Record<string, number> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const values: Record<string, number> = {};
  for (const part of parts) if (part.type !== 'literal') values[part.type] = Number(part.value);
  return values;
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function zoneOffset(instant: Date, timeZone: string): number {
  const p = zoneParts(instant, timeZone);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-12-01T07:00:00.000Z" in Europe/Zurich → "2026-12-01T08:00". */
export function localFromUtc(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const p = zoneParts(new Date(iso), timeZone);
  return `${p.year}-${pad(p.month!)}-${pad(p.day!)}T${pad(p.hour!)}:${pad(p.minute!)}`;
}

/**
 * "2026-12-01T08:00" in Europe/Zurich → "2026-12-01T07:00:00.000Z"; '' → null; text that is no
 * date-time is passed on as it is, so the schema reports it on the field.
 */
export function utcFromLocal(local: string, timeZone: string): string | null {
  if (local.trim() === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return local;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the guessed instant, then again at the corrected one (daylight saving changes).
  let instant = wall - zoneOffset(new Date(wall), timeZone);
  instant = wall - zoneOffset(new Date(instant), timeZone);
  return new Date(instant).toISOString();
}
