import { describe, expect, it } from 'vitest';
import { addDaysTo, periodDays, platformInvoiceTotals } from './platform-invoice-totals.ts';

describe('platform invoice totals', () => {
  it('adds VAT to the net of the lines, each rounded to the cent', () => {
    expect(
      platformInvoiceTotals(
        [
          { description: 'Paket', quantity: 1, unitPriceCents: 4_900 },
          { description: 'Zusatz', quantity: 1.5, unitPriceCents: 333 },
        ],
        8.1,
      ),
    ).toEqual({ net: 5_400, vat: 437, total: 5_837 });
  });

  it('knows the days of a month and adds days across a year', () => {
    expect(periodDays('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(periodDays('2026-12')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(addDaysTo('2026-12-15', 30)).toBe('2027-01-14');
  });
});
