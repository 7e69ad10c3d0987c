import { describe, expect, it } from 'vitest';
import { instantOfCalendarDate, wallClockOfCalendarDate } from './calendar-time.ts';

describe('the calendar dates as wall clocks of the company', () => {
  it('reads a coerced date as the wall clock it shows', () => {
    expect(wallClockOfCalendarDate(new Date('2026-12-02T08:30:00Z'))).toBe('2026-12-02T08:30');
  });

  it('turns it into the instant of that wall clock in the zone, across summer time', () => {
    expect(instantOfCalendarDate(new Date('2026-12-02T08:30:00Z'), 'Europe/Zurich').toISOString()).toBe(
      '2026-12-02T07:30:00.000Z',
    );
    expect(instantOfCalendarDate(new Date('2026-07-02T08:30:00Z'), 'Europe/Zurich').toISOString()).toBe(
      '2026-07-02T06:30:00.000Z',
    );
  });
});
