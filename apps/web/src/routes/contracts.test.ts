import { countContractFilters } from '@maxer/domain';
import { describe, expect, it } from 'vitest';
import { parseContractsSearch } from './contracts.ts';

const ID = '00000000-0000-4000-8000-000000000001';

describe('the job list address', () => {
  it('reads every filter, and counts them for appliedContractFilter', () => {
    const search = parseContractsSearch({
      q: 'Keller',
      status: 'PENDING',
      customStatusId: ID,
      customerId: ID,
      from: '2026-11-01',
      to: '2026-11-30',
      overdue: true,
      withoutOffer: 'true',
      createdFrom: '2026-10-22T10:00:00.000Z',
      sort: '-relocationStartAt',
      page: 2,
    });
    expect(search).toEqual({
      q: 'Keller',
      status: 'PENDING',
      customStatusId: ID,
      customerId: ID,
      from: '2026-11-01',
      to: '2026-11-30',
      overdue: 'true',
      withoutOffer: 'true',
      createdFrom: '2026-10-22T10:00:00.000Z',
      sort: '-relocationStartAt',
      page: 2,
    });
    expect(countContractFilters(search)).toBe(9);
    expect(countContractFilters(parseContractsSearch({ sort: 'number' }))).toBe(0);
  });

  it("takes the creation instant by the server's own rule: no day that does not exist, any fraction", () => {
    for (const createdFrom of [
      '2026-10-22T10:00:00.123456Z',
      '2026-10-22T12:00:00+02:00',
      '2024-02-29T10:00:00Z',
    ])
      expect(parseContractsSearch({ createdFrom }).createdFrom).toBe(createdFrom);
    for (const createdFrom of ['2026-02-30T10:00:00Z', '2025-02-29T10:00:00Z', '2026-04-31T10:00:00Z'])
      expect(() => parseContractsSearch({ createdFrom })).toThrow();
  });

  it('refuses what cannot be meant (no page at all)', () => {
    for (const bad of [
      { status: 'DONE' },
      { customerId: 'x' },
      { from: '1.11.2026' },
      // The API's own rule: a day that does not exist is no day.
      { from: '2026-02-30' },
      { overdue: 'false' },
      { withoutOffer: 'false' },
      { createdFrom: '2026-10-22' },
      { createdFrom: '2026-13-45T10:00:00Z' },
      { sort: 'city' },
    ]) {
      expect(() => parseContractsSearch(bad)).toThrow();
    }
  });
});
