import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { listPage, sortOrder, windowTotal } from '../../db/list-page.ts';
import { contractQuestions } from '../../db/schema/index.ts';

const columns = {
  id: contractQuestions.id,
  labels: contractQuestions.labels,
  type: contractQuestions.type,
  options: contractQuestions.options,
  defaultValue: contractQuestions.defaultValue,
  required: contractQuestions.required,
  position: contractQuestions.position,
  createdAt: contractQuestions.createdAt,
};
export type QuestionRow = Awaited<ReturnType<typeof findQuestion>> & {};

const sortColumns = {
  position: [contractQuestions.position],
  createdAt: [contractQuestions.createdAt],
};

export async function listQuestions(
  db: Db,
  companyId: string,
  query: { page: number; pageSize: number; sort: string; q?: string },
) {
  const where = and(
    eq(contractQuestions.companyId, companyId),
    query.q ? sql`${contractQuestions.labels}::text ilike ${containsPattern(query.q)}` : undefined,
  );
  return listPage(
    db
      .select({ ...columns, total: windowTotal() })
      .from(contractQuestions)
      .where(where)
      .$dynamic(),
    sortOrder(sortColumns, query.sort, [asc(contractQuestions.createdAt), asc(contractQuestions.id)]),
    query,
  );
}

export async function findQuestion(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(contractQuestions)
    .where(and(eq(contractQuestions.companyId, companyId), eq(contractQuestions.id, id)))
    .limit(1);
  return row;
}

export async function questionIds(db: Db, companyId: string) {
  const rows = await db
    .select({ id: contractQuestions.id })
    .from(contractQuestions)
    .where(eq(contractQuestions.companyId, companyId));
  return rows.map((row) => row.id);
}

export async function insertQuestion(
  db: Db,
  values: Omit<typeof contractQuestions.$inferInsert, 'position'>,
) {
  const [last] = await db
    .select({ max: sql<number>`coalesce(max(${contractQuestions.position}), -1)` })
    .from(contractQuestions)
    .where(eq(contractQuestions.companyId, values.companyId));
  const [row] = await db
    .insert(contractQuestions)
    .values({ ...values, position: Number(last?.max ?? -1) + 1 })
    .returning({ id: contractQuestions.id });
  return row!.id;
}

/** One statement: each id gets its index in `ids` as its position. */
export async function setQuestionOrder(db: Db, companyId: string, ids: string[]) {
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
    sql` `,
  );
  await db
    .update(contractQuestions)
    .set({ position: sql`case ${contractQuestions.id} ${cases} end` })
    .where(and(eq(contractQuestions.companyId, companyId), inArray(contractQuestions.id, ids)));
}

export async function deleteQuestion(db: Db, companyId: string, id: string) {
  await db
    .delete(contractQuestions)
    .where(and(eq(contractQuestions.companyId, companyId), eq(contractQuestions.id, id)));
}
