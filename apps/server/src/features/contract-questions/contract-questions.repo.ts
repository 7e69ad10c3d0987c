import { parseSort } from '@maxer/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
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

export async function listQuestions(
  db: Db,
  companyId: string,
  query: { page: number; pageSize: number; sort: string; q?: string },
) {
  const where = and(
    eq(contractQuestions.companyId, companyId),
    query.q ? sql`${contractQuestions.labels}::text ilike ${containsPattern(query.q)}` : undefined,
  );
  const { column, descending } = parseSort(query.sort);
  const direction = descending ? desc : asc;
  const primary = column === 'createdAt' ? contractQuestions.createdAt : contractQuestions.position;
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(contractQuestions)
      .where(where)
      .orderBy(direction(primary), asc(contractQuestions.createdAt), asc(contractQuestions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(contractQuestions).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
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
