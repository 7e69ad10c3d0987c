import { parseSort } from '@maxer/domain';
import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/**
 * The one way a server list is read: a page of rows and the total of the filtered list, in one
 * statement. A repository writes what is particular to its list — the selection with `total:
 * windowTotal()`, the joins, the where (company, search, filters) — and hands it here with its order:
 *
 *   const { items, total } = await listPage(
 *     db.select({ ...columns, total: windowTotal() }).from(vehicles).where(where).$dynamic(),
 *     sortOrder(sortColumns, query.sort),
 *     query,
 *   );
 *
 * The large lists (customers, contracts, invoices) keep their prepared statements with the count as
 * an InitPlan (see `prepared.ts`): there the page may be read from an index and stop after `limit`
 * rows, which a window count, needing every row first, would not allow.
 */

/** The paging part of a list request (1-based page). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * A domain sort key (the `sort` of a list query without its `-`) → the columns it orders by: its
 * own column first, then the tie-breakers that make the order total (ending with a unique column).
 */
export type SortColumns = Record<string, readonly SQLWrapper[]>;

/**
 * The ORDER BY of a list request: `sort` (`name` ascending, `-name` descending) looked up in
 * `sortColumns`, each of its columns in that direction, then `after` as given (tie-breakers that stay
 * ascending whichever the direction). A key the map lacks is a programming error (the domain's
 * list schema allows only the keys it sorts by).
 */
export function sortOrder(sortColumns: SortColumns, sort: string, after: readonly SQL[] = []): SQL[] {
  const { column, descending } = parseSort(sort);
  const columns = sortColumns[column];
  if (!columns) throw new Error(`no sort columns for "${column}"`);
  const direction = descending ? desc : asc;
  return [...columns.map((c) => direction(c)), ...after];
}

/** The total of the filtered list, on every row of the page: counted before LIMIT and OFFSET apply. */
export function windowTotal(): SQL<number> {
  return sql<number>`count(*) over ()`.mapWith(Number);
}

type RowOf<TQuery extends PgSelect> = Awaited<TQuery>[number];

/**
 * One page of `query` (a dynamic select whose selection has `total: windowTotal()`) in `order`,
 * with the total. A page past the end has no row to carry the total: then, and only then, the same
 * statement runs again for its first row.
 */
export async function listPage<TQuery extends PgSelect>(
  query: RowOf<TQuery> extends { total: number } ? TQuery : never,
  order: readonly SQL[],
  page: PageRequest,
): Promise<{ items: Omit<RowOf<TQuery>, 'total'>[]; total: number }> {
  const ordered = query.orderBy(...order);
  const rows: RowOf<TQuery>[] = await ordered.limit(page.pageSize).offset((page.page - 1) * page.pageSize);
  let total: number = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.page > 1) {
    const [first]: RowOf<TQuery>[] = await ordered.limit(1).offset(0);
    total = first?.total ?? 0;
  }
  return { items: rows.map(({ total: _, ...item }) => item), total };
}
