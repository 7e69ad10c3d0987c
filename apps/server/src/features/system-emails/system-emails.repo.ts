import { type Language, parseSort, type SystemEmailType, type SystemEmailValues } from '@maxer/domain';
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { systemEmails } from '../../db/schema/index.ts';

const columns = {
  id: systemEmails.id,
  type: systemEmails.type,
  language: systemEmails.language,
  title: systemEmails.title,
  content: systemEmails.content,
  createdAt: systemEmails.createdAt,
  updatedAt: systemEmails.updatedAt,
};
export type SystemEmailRow = NonNullable<Awaited<ReturnType<typeof findSystemEmail>>>;

const sortColumns = {
  type: [systemEmails.type, systemEmails.language],
  title: [systemEmails.title],
  createdAt: [systemEmails.createdAt],
} as const;

export async function listSystemEmails(
  db: Db,
  companyId: string,
  query: { page: number; pageSize: number; sort: string; q?: string; type?: SystemEmailType },
) {
  const where = and(
    eq(systemEmails.companyId, companyId),
    query.type ? eq(systemEmails.type, query.type) : undefined,
    query.q ? ilike(systemEmails.title, containsPattern(query.q)) : undefined,
  );
  const { column, descending } = parseSort(query.sort);
  const direction = descending ? desc : asc;
  const order = sortColumns[column as keyof typeof sortColumns].map((c) => direction(c));
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(systemEmails)
      .where(where)
      .orderBy(...order, asc(systemEmails.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(systemEmails).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findSystemEmail(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(systemEmails)
    .where(and(eq(systemEmails.companyId, companyId), eq(systemEmails.id, id)))
    .limit(1);
  return row;
}

/** The company's own text for a type in a language, if it wrote one. */
export async function findSystemEmailFor(
  db: Db,
  companyId: string,
  type: SystemEmailType,
  language: Language,
) {
  const [row] = await db
    .select({ title: systemEmails.title, content: systemEmails.content })
    .from(systemEmails)
    .where(
      and(
        eq(systemEmails.companyId, companyId),
        eq(systemEmails.type, type),
        eq(systemEmails.language, language),
      ),
    )
    .limit(1);
  return row;
}

export async function insertSystemEmail(db: Db, values: SystemEmailValues & { companyId: string }) {
  const [row] = await db.insert(systemEmails).values(values).returning({ id: systemEmails.id });
  return row!.id;
}

export async function updateSystemEmail(db: Db, companyId: string, id: string, values: SystemEmailValues) {
  await db
    .update(systemEmails)
    .set(values)
    .where(and(eq(systemEmails.companyId, companyId), eq(systemEmails.id, id)));
}

export async function deleteSystemEmail(db: Db, companyId: string, id: string) {
  await db.delete(systemEmails).where(and(eq(systemEmails.companyId, companyId), eq(systemEmails.id, id)));
}
