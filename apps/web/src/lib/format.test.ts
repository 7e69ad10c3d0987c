import { formatMoney } from '@maxer/domain';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format.ts';

const moment = '2026-11-21T13:30:00Z';

describe('Swiss formats', () => {
  it('writes dates as 21.11.2026 in German and 21 Nov 2026 in English', () => {
    expect(formatDate(moment, 'de', 'Europe/Zurich')).toBe('21.11.2026');
    expect(formatDate(moment, 'en', 'Europe/Zurich')).toBe('21 Nov 2026');
  });

  it("shows the time in the company's time zone", () => {
    expect(formatDateTime(moment, 'de', 'Europe/Zurich')).toBe('21.11.2026 14:30');
    expect(formatDateTime(moment, 'en', 'UTC')).toBe('21 Nov 2026 13:30');
  });
});

describe('amounts in Rappen', () => {
  it("shows 123450 Rappen as 1'234.50 in German and 1,234.50 in English, as documents write them", () => {
    expect(formatMoney(123_450, 'de')).toBe("1'234.50");
    expect(formatMoney(123_450, 'en')).toBe('1,234.50');
    expect(formatMoney(5, 'de', 'CHF')).toBe('CHF 0.05');
  });
});
