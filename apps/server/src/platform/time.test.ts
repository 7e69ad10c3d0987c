import { describe, expect, it } from 'vitest';
import { endOfDayIn } from './time.ts';

describe('endOfDayIn', () => {
  it('ends a Swiss winter day at 22:59:59.999 UTC and a summer day at 21:59:59.999 UTC', () => {
    expect(endOfDayIn('2026-12-24', 'Europe/Zurich').toISOString()).toBe('2026-12-24T22:59:59.999Z');
    expect(endOfDayIn('2027-07-01', 'Europe/Zurich').toISOString()).toBe('2027-07-01T21:59:59.999Z');
  });

  it('handles the day the clocks change and other zones', () => {
    expect(endOfDayIn('2027-03-28', 'Europe/Zurich').toISOString()).toBe('2027-03-28T21:59:59.999Z');
    expect(endOfDayIn('2026-11-21', 'UTC').toISOString()).toBe('2026-11-21T23:59:59.999Z');
    expect(endOfDayIn('2026-11-21', 'America/New_York').toISOString()).toBe('2026-11-22T04:59:59.999Z');
  });
});
