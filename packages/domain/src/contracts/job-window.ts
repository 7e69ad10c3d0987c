/**
 * When a job's move or cleaning occupies the calendar (issue 17): the calendar view, the ICS feed and the
 * dispatch board agree on one rule. A move lasts its expected time (the upper estimate), else its
 * estimated hours, else a working morning; a cleaning runs to its end when that is after its start.
 */
export const DEFAULT_JOB_HOURS = 4;

const HOUR_MS = 3_600_000;

export function moveEnd(start: Date, expectedHours: number | null, hours: number | null): Date {
  const length =
    [expectedHours, hours].find((value) => value != null && Number.isFinite(value) && value > 0) ??
    DEFAULT_JOB_HOURS;
  return new Date(start.getTime() + length * HOUR_MS);
}

export function cleaningEnd(start: Date, end: Date | null): Date {
  return end && end.getTime() > start.getTime()
    ? end
    : new Date(start.getTime() + DEFAULT_JOB_HOURS * HOUR_MS);
}
