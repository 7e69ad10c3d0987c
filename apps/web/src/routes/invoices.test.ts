import { describe, expect, it } from 'vitest';
import { parseInvoicesSearch } from './invoices.ts';
import { parsePaymentsSearch } from './payments.ts';

const ID = '00000000-0000-4000-8000-000000000001';

describe('the invoice and payment list addresses', () => {
  it('read every filter', () => {
    expect(
      parseInvoicesSearch({
        q: 1001,
        state: 'overdue',
        customerId: ID,
        from: '2026-11-01',
        to: '2026-11-30',
        sort: '-unpaid',
        page: 2,
      }),
    ).toEqual({
      q: '1001',
      state: 'overdue',
      customerId: ID,
      from: '2026-11-01',
      to: '2026-11-30',
      sort: '-unpaid',
      page: 2,
    });
    expect(parsePaymentsSearch({ method: 'CASH', from: '2026-11-01', sort: 'amount' })).toEqual({
      method: 'CASH',
      from: '2026-11-01',
      sort: 'amount',
    });
  });

  it('refuse what cannot be meant (no page at all)', () => {
    for (const bad of [{ state: 'open' }, { customerId: 'x' }, { from: '1.11.2026' }, { sort: 'city' }]) {
      expect(() => parseInvoicesSearch(bad)).toThrow();
    }
    for (const bad of [{ method: 'CARD' }, { to: 'tomorrow' }, { sort: 'number' }]) {
      expect(() => parsePaymentsSearch(bad)).toThrow();
    }
  });
});
