import type { SafeParser } from './form-errors.ts';
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
 * What the address of a list is checked with: the fields of the domain's list query schema the API
 * validates the list's query with (`listQuerySchema(…)`, e.g. `contractListQuerySchema`). Only the
 * fields are used, one by one, so the schema's defaults (page 1, its default sort) never enter the
 * address.
 */
export interface ListQuerySchema {
  shape: { page: SafeParser<number>; pageSize: SafeParser<number>; sort?: SafeParser<string> };
}

/**
 * One search parameter checked with the domain's schema of that query field (spec §2 validity
 * check: a value that cannot be meant is no page at all); absent stays absent. The router reads
 * `?page=2` as a number and `?overdue=true` as a boolean: the schema gets the address's text.
 */
export function parseSearchValue<T>(value: unknown, schema: SafeParser<T>): NonNullable<T> | undefined {
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(String(value));
  assertValidRoute(parsed.success);
  return parsed.data ?? undefined;
}

/**
 * The list part of a route's search params, checked with the list's query schema from the domain
 * (spec §2 validity check: a value that cannot be meant is no page at all). The address is stricter
 * than the API where the page offers less: rows per page are one of `PAGE_SIZES`. A search is always
 * text (the router reads `?q=5001` as a number) and a long one is cut, not refused.
 */
export function parseListSearch<S extends string>(
  search: Record<string, unknown>,
  schema: ListQuerySchema,
  sortable: readonly S[],
): ListSearch<S> {
  const result: ListSearch<S> = {};
  const page = parseSearchValue(search.page, schema.shape.page);
  if (page !== undefined) result.page = page;
  const pageSize = parseSearchValue(search.pageSize, schema.shape.pageSize);
  if (pageSize !== undefined) {
    assertValidRoute((PAGE_SIZES as readonly number[]).includes(pageSize));
    result.pageSize = pageSize;
  }
  if (search.sort !== undefined) {
    assertValidRoute(schema.shape.sort !== undefined);
    const sort = parseSearchValue(search.sort, schema.shape.sort);
    // The schema checked the column; the list of columns gives the value its type.
    assertValidRoute(sort !== undefined && isSort(sort, sortable));
    result.sort = sort;
  }
  if (typeof search.q === 'string' || typeof search.q === 'number' || typeof search.q === 'boolean') {
    const q = String(search.q).slice(0, MAX_QUERY_LENGTH);
    if (q.trim()) result.q = q;
  }
  return result;
}

function isSort<S extends string>(sort: string, sortable: readonly S[]): sort is S | `-${S}` {
  const column = sort.startsWith('-') ? sort.slice(1) : sort;
  return (sortable as readonly string[]).includes(column);
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
