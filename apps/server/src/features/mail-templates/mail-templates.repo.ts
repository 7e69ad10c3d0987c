import { type MailTemplateValues, parseSort } from '@maxer/domain';
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { mailTemplates } from '../../db/schema/index.ts';

const columns = {
  id: mailTemplates.id,
  title: mailTemplates.title,
  body: mailTemplates.body,
  createdAt: mailTemplates.createdAt,
  updatedAt: mailTemplates.updatedAt,
};
export type MailTemplateRow = NonNullable<Awaited<ReturnType<typeof findMailTemplate>>>;

const sortColumns = {
  title: mailTemplates.title,
  createdAt: mailTemplates.createdAt,
  updatedAt: mailTemplates.updatedAt,
} as const;

export async function listMailTemplates(
  db: Db,
  companyId: string,
  query: { page: number; pageSize: number; sort: string; q?: string },
) {
  const where = and(
    eq(mailTemplates.companyId, companyId),
    query.q ? ilike(mailTemplates.title, containsPattern(query.q)) : undefined,
  );
  const { column, descending } = parseSort(query.sort);
  const direction = descending ? desc : asc;
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(mailTemplates)
      .where(where)
      .orderBy(direction(sortColumns[column as keyof typeof sortColumns]), asc(mailTemplates.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(mailTemplates).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findMailTemplate(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(mailTemplates)
    .where(and(eq(mailTemplates.companyId, companyId), eq(mailTemplates.id, id)))
    .limit(1);
  return row;
}

export async function insertMailTemplate(db: Db, values: MailTemplateValues & { companyId: string }) {
  const [row] = await db.insert(mailTemplates).values(values).returning({ id: mailTemplates.id });
  return row!.id;
}

export async function updateMailTemplate(db: Db, companyId: string, id: string, values: MailTemplateValues) {
  await db
    .update(mailTemplates)
    .set(values)
    .where(and(eq(mailTemplates.companyId, companyId), eq(mailTemplates.id, id)));
}

export async function deleteMailTemplate(db: Db, companyId: string, id: string) {
  await db.delete(mailTemplates).where(and(eq(mailTemplates.companyId, companyId), eq(mailTemplates.id, id)));
}
