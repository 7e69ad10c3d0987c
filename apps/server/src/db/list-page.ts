import { parseSort } from '@maxer/domain';
import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { preparedFor } from './prepared.ts';

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
 * The large lists (customers, contracts, invoices) go through `preparedListPage` instead: a prepared
 * statement per query shape (see `prepared.ts`) with the count as a subquery run once (an InitPlan),
 * so the page may be read from an index and stop after `limit` rows, which a window count, needing
 * every row first, would not allow.
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

/** What `preparedListPage` needs of a prepared statement (drizzle's `.prepare(name)`). */
interface Executable<TResult> {
  execute(values?: Record<string, unknown>): Promise<TResult>;
}

/**
 * The large lists' page (customers, contracts, invoices): a prepared statement per query shape
 * (`prepared.ts`) whose rows each carry `carries` — the total, or the total with sums — computed once
 * for the whole filtered list; the second statement, for a page past the end only, answers the same
 * field without a page. Answers the page's rows (the field still on them) and the field's value, or
 * undefined when the list is empty.
 */
export async function preparedListPage<K extends string, TRow extends Record<K, unknown>>(
  db: Db,
  list: {
    carries: K;
    pageName: string;
    page: (statementDb: Db, name: string) => Executable<TRow[]>;
    countName: string;
    count: (statementDb: Db, name: string) => Executable<Record<K, TRow[K]>[]>;
  },
  params: Record<string, unknown>,
  page: PageRequest,
): Promise<{ rows: TRow[]; carried: TRow[K] | undefined }> {
  const rows = await preparedFor(db, list.pageName, list.page).execute({
    ...params,
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  if (rows.length > 0 || page.page === 1) return { rows, carried: rows[0]?.[list.carries] };
  const [counted] = await preparedFor(db, list.countName, list.count).execute(params);
  return { rows, carried: counted?.[list.carries] };
}
