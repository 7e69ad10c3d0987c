import { assertValidRoute } from './page-not-found.ts';

/** Rows per page a list offers; 25 unless the address says otherwise. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
const MAX_QUERY_LENGTH = 200;

/** A list's state in the address bar: page, rows per page, sort (`-column` descending), search text. */
export interface ListSearch<S extends string = string> {
  page?: number;
  pageSize?: number;
  sort?: S | `-${S}`;
  q?: string;
}

/**
 * The list part of a route's search params, checked (spec §2 validity check: a value that cannot be
 * meant is no page at all). The router reads `?q=5001` as a number; a search is always text.
 */
export function parseListSearch<S extends string>(
  search: Record<string, unknown>,
  sortable: readonly S[],
): ListSearch<S> {
  const result: ListSearch<S> = {};
  if (search.page !== undefined) {
    const page = Number(search.page);
    assertValidRoute(Number.isInteger(page) && page >= 1);
    result.page = page;
  }
  if (search.pageSize !== undefined) {
    const pageSize = Number(search.pageSize);
    assertValidRoute((PAGE_SIZES as readonly number[]).includes(pageSize));
    result.pageSize = pageSize;
  }
  if (search.sort !== undefined) {
    const sort = String(search.sort);
    const column = sort.startsWith('-') ? sort.slice(1) : sort;
    assertValidRoute((sortable as readonly string[]).includes(column));
    result.sort = sort as S | `-${S}`;
  }
  if (typeof search.q === 'string' || typeof search.q === 'number' || typeof search.q === 'boolean') {
    const q = String(search.q).slice(0, MAX_QUERY_LENGTH);
    if (q.trim()) result.q = q;
  }
  return result;
}

/** A filter of a list: one of its allowed values, or absent. */
export function parseFilter<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  assertValidRoute((allowed as readonly string[]).includes(text));
  return text as T;
}

/** Sorting by a column: first ascending, again descending. */
export function nextSort<S extends string>(current: string | undefined, column: S): S | `-${S}` {
  return current === column ? `-${column}` : column;
}

export function sortDirection(
  current: string | undefined,
  column: string,
): 'ascending' | 'descending' | 'none' {
  if (current === column) return 'ascending';
  if (current === `-${column}`) return 'descending';
  return 'none';
}
