import type { PdfComponentValues } from '@maxer/domain';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { listPage, sortOrder, windowTotal } from '../../db/list-page.ts';
import { pdfComponents } from '../../db/schema/index.ts';

const columns = {
  id: pdfComponents.id,
  title: pdfComponents.title,
  content: pdfComponents.content,
  position: pdfComponents.position,
  createdAt: pdfComponents.createdAt,
  updatedAt: pdfComponents.updatedAt,
};
export type PdfComponentRow = Awaited<ReturnType<typeof findPdfComponent>> & {};

const sortColumns = {
  position: [pdfComponents.position],
  title: [pdfComponents.title],
  createdAt: [pdfComponents.createdAt],
} as const;

export async function listPdfComponents(
  db: Db,
  companyId: string,
  query: { page: number; pageSize: number; sort: string; q?: string },
) {
  const where = and(
    eq(pdfComponents.companyId, companyId),
    query.q ? ilike(pdfComponents.title, containsPattern(query.q)) : undefined,
  );
  return listPage(
    db
      .select({ ...columns, total: windowTotal() })
      .from(pdfComponents)
      .where(where)
      .$dynamic(),
    sortOrder(sortColumns, query.sort, [asc(pdfComponents.createdAt), asc(pdfComponents.id)]),
    query,
  );
}

/** Every component of the company in document order (what a document prints). */
export function orderedPdfComponents(db: Db, companyId: string) {
  return db
    .select({ id: pdfComponents.id, title: pdfComponents.title, content: pdfComponents.content })
    .from(pdfComponents)
    .where(eq(pdfComponents.companyId, companyId))
    .orderBy(asc(pdfComponents.position), asc(pdfComponents.createdAt), asc(pdfComponents.id));
}

export async function findPdfComponent(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(pdfComponents)
    .where(and(eq(pdfComponents.companyId, companyId), eq(pdfComponents.id, id)))
    .limit(1);
  return row;
}

/** Id → position of every component of the company. */
export async function pdfComponentPositions(db: Db, companyId: string) {
  const rows = await db
    .select({ id: pdfComponents.id, position: pdfComponents.position })
    .from(pdfComponents)
    .where(eq(pdfComponents.companyId, companyId));
  return new Map(rows.map((row) => [row.id, row.position]));
}

/** A new component goes last. */
export async function insertPdfComponent(db: Db, values: PdfComponentValues & { companyId: string }) {
  const [last] = await db
    .select({ max: sql<number>`coalesce(max(${pdfComponents.position}), -1)` })
    .from(pdfComponents)
    .where(eq(pdfComponents.companyId, values.companyId));
  const [row] = await db
    .insert(pdfComponents)
    .values({ ...values, position: Number(last?.max ?? -1) + 1 })
    .returning({ id: pdfComponents.id });
  return row!.id;
}

export async function updatePdfComponent(db: Db, companyId: string, id: string, values: PdfComponentValues) {
  await db
    .update(pdfComponents)
    .set(values)
    .where(and(eq(pdfComponents.companyId, companyId), eq(pdfComponents.id, id)));
}

/** One statement: each id gets its index in `ids` as its position. */
export async function setPdfComponentOrder(db: Db, companyId: string, ids: string[]) {
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
    sql` `,
  );
  await db
    .update(pdfComponents)
    .set({ position: sql`case ${pdfComponents.id} ${cases} end` })
    .where(and(eq(pdfComponents.companyId, companyId), inArray(pdfComponents.id, ids)));
}

export async function deletePdfComponent(db: Db, companyId: string, id: string) {
  await db.delete(pdfComponents).where(and(eq(pdfComponents.companyId, companyId), eq(pdfComponents.id, id)));
}
