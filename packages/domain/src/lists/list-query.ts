import { z } from 'zod';

/**
 * Query of every list (architecture.md convention 6): page, pageSize, sort (a column name, `-` in front
 * for descending) and a search text. Each list names the columns it can sort by.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(
  sortable: S,
  defaultSort: S[number] | `-${S[number]}`,
) {
  const sortValues = sortable.flatMap((column) => [column, `-${column}`]) as [string, ...string[]];
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
    sort: z.enum(sortValues).default(defaultSort),
    q: z.string().trim().max(200).optional(),
  });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function parseSort(sort: string): { column: string; descending: boolean } {
  return sort.startsWith('-')
    ? { column: sort.slice(1), descending: true }
    : { column: sort, descending: false };
}
