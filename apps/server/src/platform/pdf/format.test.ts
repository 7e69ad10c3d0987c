import { describe, expect, it } from 'vitest';
import { documentFormat } from './format.ts';

describe('documentFormat', () => {
  it('writes calendar days as each language does, whatever the time zone', () => {
    expect(documentFormat('de', 'Pacific/Kiritimati', 'CHF').day('2026-03-01')).toBe('01.03.2026');
    expect(documentFormat('de', 'UTC', 'CHF').day('2026-12-31')).toBe('31.12.2026');
    expect(documentFormat('en', 'America/Los_Angeles', 'CHF').day('2026-03-31')).toBe('31 Mar 2026');
  });

  it('writes instants in the time zone: date and 24-hour time', () => {
    const zurich = documentFormat('de', 'Europe/Zurich', 'CHF');
    // 23:30 UTC is already the next day in Zurich (CET, +1).
    expect(zurich.date('2027-01-15T23:30:00Z')).toBe('16.01.2027');
    expect(zurich.time('2027-01-15T23:30:00Z')).toBe('00:30');
    expect(documentFormat('en', 'UTC', 'CHF').time('2027-01-15T13:05:00Z')).toBe('13:05');
  });

  it('writes money and quantities as the web app does', () => {
    const de = documentFormat('de', 'UTC', 'CHF');
    expect(de.money(132_960)).toBe("CHF 1'329.60");
    expect(de.quantity(4.5)).toBe('4.5');
    expect(documentFormat('en', 'UTC', 'EUR').money(100_000)).toBe('EUR 1,000.00');
  });
});
