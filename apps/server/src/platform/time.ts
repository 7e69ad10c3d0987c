/**
 * Formatters kept per purpose and time zone: building one costs far more than formatting with it.
 * Bounded like the domain's day formatters (any spelling Intl accepts is a zone): full, it starts over.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const FORMATS_KEPT = 100;

function formatFor(purpose: 'instant' | 'month', timeZone: string): Intl.DateTimeFormat {
  const key = `${purpose} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format =
      purpose === 'instant'
        ? new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          })
        : new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' });
    if (formats.size >= FORMATS_KEPT) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** How far `timeZone` is ahead of UTC at the instant `at`, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatFor('instant', timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The last moment of a calendar day ("2026-12-24") in a time zone, as an instant. */
export function endOfDayIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(year, month - 1, date, 23, 59, 59, 999);
  // Two passes settle days on which the offset changes (daylight saving).
  let instant = wallClock - offsetMs(new Date(wallClock), timeZone);
  instant = wallClock - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** The first moment of the calendar month that `at` falls in, in a time zone, as an instant. */
export function startOfMonthIn(at: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    formatFor('month', timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const wallClock = Date.UTC(Number(parts.year), Number(parts.month) - 1, 1);
  let instant = wallClock - offsetMs(new Date(wallClock), timeZone);
  instant = wallClock - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}
