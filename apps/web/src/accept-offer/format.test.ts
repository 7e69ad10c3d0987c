import { describe, expect, it } from 'vitest';
import { formatDay } from './format.ts';

describe('a calendar day on the offer page', () => {
  it('reads the same everywhere: 09.12.2026 in German, 9 Dec 2026 in English (never 09/12/2026)', () => {
    expect(formatDay('2026-12-09', 'de')).toBe('09.12.2026');
    expect(formatDay('2026-12-09', 'en')).toBe('9 Dec 2026');
    // A day, not an instant: the browser's own time zone does not move it.
    expect(formatDay('2027-01-01', 'en')).toBe('1 Jan 2027');
  });
});
