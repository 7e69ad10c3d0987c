import type { ContractItem } from '@maxer/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { items } from '../db/schema/index.ts';
import type { FieldError } from './errors.ts';

/** A company's table: every row has an `id` and the `company_id` it belongs to. */
type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which of `ids` are rows of `table` that belong to the company, in one query. The one check for every
 * id a request body refers to (ADR 023): another company's id reads exactly like an unknown one, and a
 * string that is no id at all is unknown too (never handed to PostgreSQL as a uuid, which would fail).
 */
export async function companyIdsIn(
  db: Db,
  table: CompanyTable,
  companyId: string,
  ids: readonly (string | null | undefined)[],
): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && UUID.test(id)))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, wanted)));
  return new Set(rows.map((row) => String(row.id)));
}

/** Whether one id is the company's row of `table`. */
export async function companyHas(db: Db, table: CompanyTable, companyId: string, id: string) {
  return (await companyIdsIn(db, table, companyId, [id])).has(id);
}

/**
 * Price lines (a contract's items, an invoice's lines) may name the catalogue product they were
 * added from (`productId`): it must be one of the company's items, else the line's field is invalid
 * (`<prefix>.<index>.productId`). Lines without one are free lines and need nothing.
 */
export async function unknownProductFields(
  db: Db,
  companyId: string,
  lines: readonly ContractItem[] | null | undefined,
  prefix: string,
): Promise<Record<string, FieldError>> {
  const named = (lines ?? []).map((line) => (line.type === 'product' ? (line.productId ?? null) : null));
  const known = await companyIdsIn(db, items, companyId, named);
  const fields: Record<string, FieldError> = {};
  named.forEach((id, index) => {
    if (id && !known.has(id)) fields[`${prefix}.${index}.productId`] = 'error_field_invalid';
  });
  return fields;
}
