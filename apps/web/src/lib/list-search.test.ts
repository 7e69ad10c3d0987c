import { listQuerySchema } from '@maxer/domain';
import { describe, expect, it } from 'vitest';
import { nextSort, parseFilter, parseListSearch, sortDirection } from './list-search.ts';
import { PageNotFoundError } from './page-not-found.ts';

const SORTS = ['name', 'createdAt'] as const;
const SCHEMA = listQuerySchema(SORTS, 'name');

describe('a list in the address bar', () => {
  it('reads page, rows per page, sort and search as the address writes them', () => {
    expect(parseListSearch({ page: '3', pageSize: '50', sort: '-name', q: 'Muster' }, SCHEMA, SORTS)).toEqual(
      {
        page: 3,
        pageSize: 50,
        sort: '-name',
        q: 'Muster',
      },
    );
    expect(parseListSearch({}, SCHEMA, SORTS)).toEqual({});
    // A search of digits stays text; an empty one is no search.
    expect(parseListSearch({ q: 5001 }, SCHEMA, SORTS)).toEqual({ q: '5001' });
    expect(parseListSearch({ q: '   ' }, SCHEMA, SORTS)).toEqual({});
  });

  it('refuses values that cannot be meant (the fatal 404 of spec §2)', () => {
    for (const search of [
      { page: '0' },
      { page: 'x' },
      { pageSize: '7' },
      { sort: 'password' },
      { sort: '-' },
      { pageSize: '0' },
      { page: '1.5' },
    ]) {
      expect(() => parseListSearch(search, SCHEMA, SORTS), JSON.stringify(search)).toThrow(PageNotFoundError);
    }
    expect(() => parseFilter('BOTH', ['PERSON', 'COMPANY'])).toThrow(PageNotFoundError);
    expect(parseFilter('COMPANY', ['PERSON', 'COMPANY'])).toBe('COMPANY');
    expect(parseFilter(undefined, ['PERSON', 'COMPANY'])).toBeUndefined();
  });

  it('sorts a column ascending first, then descending', () => {
    expect(nextSort('name', 'createdAt')).toBe('createdAt');
    expect(nextSort('createdAt', 'createdAt')).toBe('-createdAt');
    expect(nextSort('-createdAt', 'createdAt')).toBe('createdAt');
    expect(sortDirection('-name', 'name')).toBe('descending');
    expect(sortDirection('name', 'createdAt')).toBe('none');
  });
});
