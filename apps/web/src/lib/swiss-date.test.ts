import { describe, expect, it } from 'vitest';
import { parseSwissDate, parseSwissDateTime } from './swiss-date.ts';

describe('Swiss dates as typed', () => {
  it('reads day.month.year, short years and the ISO form; refuses days that do not exist', () => {
    expect(parseSwissDate('15.12.2026')).toBe('2026-12-15');
    expect(parseSwissDate('1.2.26')).toBe('2026-02-01');
    expect(parseSwissDate('2026-12-15')).toBe('2026-12-15');
    expect(parseSwissDate('31.02.2026')).toBeNull();
    expect(parseSwissDate('12/15/2026')).toBeNull();
  });

  it('reads a date with a time, with a colon or a dot, and refuses impossible hours', () => {
    expect(parseSwissDateTime('15.12.2026 08:00')).toBe('2026-12-15 08:00:00');
    expect(parseSwissDateTime('15.12.2026 8.30')).toBe('2026-12-15 08:30:00');
    expect(parseSwissDateTime('2026-12-15T08:00')).toBe('2026-12-15 08:00:00');
    expect(parseSwissDateTime('15.12.2026 25:00')).toBeNull();
  });
});
