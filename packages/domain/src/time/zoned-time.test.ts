import { describe, expect, it } from 'vitest';
import { calendarDayIn, endOfDayIn, instantOfWallClock, startOfMonthIn, wallClockIn } from './zoned-time.ts';

const ZURICH = 'Europe/Zurich';
// 2027: summer time starts Sunday 28 March at 01:00 UTC (02:00 CET → 03:00 CEST) and ends Sunday
// 31 October at 01:00 UTC (03:00 CEST → 02:00 CET).

describe('endOfDayIn', () => {
  it('ends a Swiss winter day at 22:59:59.999 UTC and a summer day at 21:59:59.999 UTC', () => {
    expect(endOfDayIn('2026-12-24', ZURICH).toISOString()).toBe('2026-12-24T22:59:59.999Z');
    expect(endOfDayIn('2027-07-01', ZURICH).toISOString()).toBe('2027-07-01T21:59:59.999Z');
  });

  it('handles the days the clocks change and other zones', () => {
    expect(endOfDayIn('2027-03-27', ZURICH).toISOString()).toBe('2027-03-27T22:59:59.999Z');
    expect(endOfDayIn('2027-03-28', ZURICH).toISOString()).toBe('2027-03-28T21:59:59.999Z');
    expect(endOfDayIn('2027-10-30', ZURICH).toISOString()).toBe('2027-10-30T21:59:59.999Z');
    expect(endOfDayIn('2027-10-31', ZURICH).toISOString()).toBe('2027-10-31T22:59:59.999Z');
    expect(endOfDayIn('2026-11-21', 'UTC').toISOString()).toBe('2026-11-21T23:59:59.999Z');
    expect(endOfDayIn('2026-11-21', 'America/New_York').toISOString()).toBe('2026-11-22T04:59:59.999Z');
  });
});

describe('startOfMonthIn', () => {
  it('starts the month at local midnight on both sides of a change', () => {
    // 31 March 22:30 UTC is already 1 April in Zurich (summer time): April starts 31 March 22:00 UTC.
    expect(startOfMonthIn(new Date('2027-03-31T22:30:00Z'), ZURICH).toISOString()).toBe(
      '2027-03-31T22:00:00.000Z',
    );
    // Late on the day summer time started, March still began in winter time.
    expect(startOfMonthIn(new Date('2027-03-28T21:00:00Z'), ZURICH).toISOString()).toBe(
      '2027-02-28T23:00:00.000Z',
    );
    // November, right after summer time ended, begins in winter time.
    expect(startOfMonthIn(new Date('2027-11-01T00:30:00Z'), ZURICH).toISOString()).toBe(
      '2027-10-31T23:00:00.000Z',
    );
    // October 2027 began in summer time although it ends in winter time.
    expect(startOfMonthIn(new Date('2027-10-31T23:30:00Z'), ZURICH).toISOString()).toBe(
      '2027-10-31T23:00:00.000Z',
    );
    expect(startOfMonthIn(new Date('2027-10-31T22:30:00Z'), ZURICH).toISOString()).toBe(
      '2027-09-30T22:00:00.000Z',
    );
  });
});

describe('calendarDayIn', () => {
  it('takes the day in the zone across the changes', () => {
    expect(calendarDayIn(new Date('2027-03-27T23:30:00Z'), ZURICH)).toBe('2027-03-28');
    expect(calendarDayIn(new Date('2027-03-27T22:59:00Z'), ZURICH)).toBe('2027-03-27');
    expect(calendarDayIn(new Date('2027-10-30T22:30:00Z'), ZURICH)).toBe('2027-10-31');
    expect(calendarDayIn(new Date('2027-10-30T21:59:00Z'), ZURICH)).toBe('2027-10-30');
  });

  it('refuses a zone nobody knows', () => {
    expect(() => calendarDayIn(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('wall clock ↔ instant', () => {
  it('reads the wall clock on either side of the March change', () => {
    expect(wallClockIn(new Date('2027-03-28T00:59:00Z'), ZURICH)).toBe('2027-03-28T01:59');
    expect(wallClockIn(new Date('2027-03-28T01:00:00Z'), ZURICH)).toBe('2027-03-28T03:00');
  });

  it('reads the repeated hour of the October change twice', () => {
    expect(wallClockIn(new Date('2027-10-31T00:30:00Z'), ZURICH)).toBe('2027-10-31T02:30');
    expect(wallClockIn(new Date('2027-10-31T01:30:00Z'), ZURICH)).toBe('2027-10-31T02:30');
  });

  it('turns a wall clock into the instant, with the hours around the changes', () => {
    expect(instantOfWallClock('2027-03-28T01:30', ZURICH)?.toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(instantOfWallClock('2027-03-28T03:30', ZURICH)?.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    // 02:30 does not exist that night: it moves forward by the gap, to 03:30 summer time.
    expect(instantOfWallClock('2027-03-28T02:30', ZURICH)?.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    // 02:30 happens twice in October: the second time, in winter time.
    expect(instantOfWallClock('2027-10-31T02:30', ZURICH)?.toISOString()).toBe('2027-10-31T01:30:00.000Z');
    expect(instantOfWallClock('2027-10-31T03:30', ZURICH)?.toISOString()).toBe('2027-10-31T02:30:00.000Z');
    expect(instantOfWallClock('2027-10-31T01:30', ZURICH)?.toISOString()).toBe('2027-10-30T23:30:00.000Z');
  });

  it('round-trips every quarter hour of both change days', () => {
    for (const start of ['2027-03-27T22:00:00Z', '2027-10-30T21:00:00Z']) {
      for (let step = 0; step < 4 * 26; step++) {
        const at = new Date(Date.parse(start) + step * 15 * 60_000);
        const back = instantOfWallClock(wallClockIn(at, ZURICH), ZURICH);
        // Only the repeated October hour is ambiguous; there the wall clock maps to its second pass.
        const ambiguousFirstPass =
          at.toISOString() >= '2027-10-31T00:00' && at.toISOString() < '2027-10-31T01:00';
        expect(back?.getTime()).toBe(ambiguousFirstPass ? at.getTime() + 3_600_000 : at.getTime());
      }
    }
  });

  it('passes no instant for text of another shape', () => {
    expect(instantOfWallClock('28.03.2027 02:30', ZURICH)).toBeNull();
    expect(instantOfWallClock('', ZURICH)).toBeNull();
  });
});
