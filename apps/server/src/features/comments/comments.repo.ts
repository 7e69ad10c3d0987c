import type { CommentSubject, CommentSubjectKind } from '@maxer/domain';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { comments, contracts } from '../../db/schema/index.ts';
import { mediaSessionExists } from '../media/index.ts';

export type CommentRow = typeof comments.$inferSelect;

/**
 * Each kind of subject: its column in `comments`, and whether a subject of that kind is the company's
 * (a media session asks the media feature's public face, never its tables).
 */
const SUBJECTS: Record<
  CommentSubjectKind,
  { column: PgColumn; exists: (db: Db, companyId: string, id: string) => Promise<boolean> }
> = {
  contract: {
    column: comments.contractId,
    exists: async (db, companyId, id) => {
      const [row] = await db
        .select({ id: contracts.id })
        .from(contracts)
        .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
      return row !== undefined;
    },
  },
  media_session: {
    column: comments.mediaSessionId,
    exists: (db, companyId, id) => mediaSessionExists(db, companyId, id),
  },
};

const ofSubject = (companyId: string, subject: CommentSubject): SQL =>
  and(eq(comments.companyId, companyId), eq(SUBJECTS[subject.kind].column, subject.id))!;

/** The subject a row is about (the one subject column that is set). */
export function subjectOf(row: CommentRow): CommentSubject {
  if (row.mediaSessionId) return { kind: 'media_session', id: row.mediaSessionId };
  return { kind: 'contract', id: row.contractId! };
}

/** The column values that name a subject, for an insert. */
export function subjectColumns(
  subject: CommentSubject,
): Pick<typeof comments.$inferInsert, 'contractId' | 'mediaSessionId'> {
  switch (subject.kind) {
    case 'contract':
      return { contractId: subject.id };
    case 'media_session':
      return { mediaSessionId: subject.id };
  }
}

/** The name of a subject in an activity's changes (`contractId`, `mediaSessionId`). */
export const SUBJECT_FIELDS: Record<CommentSubjectKind, string> = {
  contract: 'contractId',
  media_session: 'mediaSessionId',
};

export function subjectExists(db: Db, companyId: string, subject: CommentSubject): Promise<boolean> {
  return SUBJECTS[subject.kind].exists(db, companyId, subject.id);
}

/** The newest `limit` comments of a subject, oldest first, and how many it has in all. */
export async function listComments(db: Db, companyId: string, subject: CommentSubject, limit: number) {
  const where = ofSubject(companyId, subject);
  const [rows, [counted]] = await Promise.all([
    db.select().from(comments).where(where).orderBy(desc(comments.createdAt), desc(comments.id)).limit(limit),
    db.select({ total: count() }).from(comments).where(where),
  ]);
  return { rows: rows.reverse(), total: counted?.total ?? 0 };
}

/** The public comments of a subject, oldest first: what its customer may read, and nothing more. */
export function listPublicComments(db: Db, companyId: string, subject: CommentSubject, limit: number) {
  return db
    .select({
      id: comments.id,
      body: comments.body,
      createdAt: comments.createdAt,
      editedAt: comments.editedAt,
    })
    .from(comments)
    .where(and(ofSubject(companyId, subject), eq(comments.visibility, 'public')))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(limit);
}

export async function findComment(
  db: Db,
  companyId: string,
  id: string,
  forUpdate = false,
): Promise<CommentRow | undefined> {
  const query = db
    .select()
    .from(comments)
    .where(and(eq(comments.companyId, companyId), eq(comments.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertComment(db: Db, values: typeof comments.$inferInsert): Promise<CommentRow> {
  const [row] = await db.insert(comments).values(values).returning();
  return row!;
}

export async function updateComment(
  db: Db,
  companyId: string,
  id: string,
  values: Pick<Partial<typeof comments.$inferInsert>, 'body' | 'visibility' | 'editedAt'>,
): Promise<CommentRow> {
  const [row] = await db
    .update(comments)
    .set(values)
    .where(and(eq(comments.companyId, companyId), eq(comments.id, id)))
    .returning();
  return row!;
}

export async function deleteComment(db: Db, companyId: string, id: string): Promise<void> {
  await db.delete(comments).where(and(eq(comments.companyId, companyId), eq(comments.id, id)));
}

/** A job's comments for its history, oldest first, at most `limit + 1` (the one more says "truncated"). */
export function contractCommentsForHistory(db: Db, companyId: string, contractId: string, limit: number) {
  return db
    .select({
      id: comments.id,
      visibility: comments.visibility,
      authorName: comments.authorName,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .where(ofSubject(companyId, { kind: 'contract', id: contractId }))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(limit + 1);
}
