import {
  COMMENT_THREAD_LIMIT,
  type Comment,
  type CommentSubject,
  type CommentThread,
  type CommentUpdate,
  type CommentVisibility,
  type ContractHistoryEntry,
  historyEntry,
  isAllowed,
  type PublicComment,
  rooms,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { actorName, diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Realtime } from '../../platform/realtime.ts';
import {
  type CommentRow,
  contractCommentsForHistory,
  deleteComment,
  findComment,
  insertComment,
  listComments,
  listPublicComments,
  SUBJECT_FIELDS,
  subjectColumns,
  subjectExists,
  subjectOf,
  updateComment,
} from './comments.repo.ts';

export interface CommentsDeps {
  db: Db;
  realtime: Realtime;
  now: () => Date;
}

/** What the activity records of a comment: its subject, visibility and text. */
const ENTITY_TYPE = 'comment';

const isOwn = (row: CommentRow, ctx: RequestContext) =>
  row.authorType === ctx.actor.type && row.authorId === ctx.actor.id;

function toComment(row: CommentRow, ctx: RequestContext): Comment {
  const own = isOwn(row, ctx);
  return {
    _id: row.id,
    subject: subjectOf(row),
    body: row.body,
    visibility: row.visibility,
    author: { type: row.authorType, _id: row.authorId, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    mayEdit: own,
    mayDelete: own || isAllowed(ctx.role, 'comment:delete-any'),
  };
}

/** The office's open threads of the subject fetch again (every instance, through the adapter). */
function announce(deps: CommentsDeps, companyId: string, subject: CommentSubject) {
  deps.realtime.emit(rooms.company(companyId), 'comment.changed', { subject });
}

/** A subject's thread: the newest COMMENT_THREAD_LIMIT comments, oldest first. */
export async function getThread(
  deps: CommentsDeps,
  ctx: RequestContext,
  subject: CommentSubject,
): Promise<CommentThread> {
  authorize(ctx, 'comment:read');
  const companyId = companyOf(ctx);
  if (!(await subjectExists(deps.db, companyId, subject))) throw notFound();
  const { rows, total } = await listComments(deps.db, companyId, subject, COMMENT_THREAD_LIMIT);
  return { items: rows.map((row) => toComment(row, ctx)), total };
}

/** Write a comment on a subject of the caller's company (another company's: 404, like a missing one). */
export async function addComment(
  deps: CommentsDeps,
  ctx: RequestContext,
  subject: CommentSubject,
  input: { body: string; visibility: CommentVisibility },
): Promise<Comment> {
  authorize(ctx, 'comment:write');
  const companyId = companyOf(ctx);
  const row = await deps.db.transaction(async (tx) => {
    if (!(await subjectExists(tx, companyId, subject))) throw notFound();
    const inserted = await insertComment(tx, {
      companyId,
      ...subjectColumns(subject),
      body: input.body,
      visibility: input.visibility,
      authorType: ctx.actor.type,
      authorId: ctx.actor.id,
      authorName: await actorName(tx, ctx.actor),
      createdAt: deps.now(),
    });
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY_TYPE,
      entityId: inserted.id,
      action: 'create',
      changes: diff(null, {
        [SUBJECT_FIELDS[subject.kind]]: subject.id,
        visibility: input.visibility,
        body: input.body,
      }),
    });
    return inserted;
  });
  announce(deps, companyId, subject);
  return toComment(row, ctx);
}

/** Edit one's own comment (its text, its visibility); nobody edits another's words. */
export async function changeComment(
  deps: CommentsDeps,
  ctx: RequestContext,
  id: string,
  input: CommentUpdate,
): Promise<Comment> {
  authorize(ctx, 'comment:write');
  const companyId = companyOf(ctx);
  const { row, changed } = await deps.db.transaction(async (tx) => {
    const before = await findComment(tx, companyId, id, true);
    if (!before) throw notFound();
    if (!isOwn(before, ctx)) throw new AppError('error_comment_not_own');
    const changes = diff(
      { body: before.body, visibility: before.visibility },
      { body: input.body ?? before.body, visibility: input.visibility ?? before.visibility },
    );
    if (Object.keys(changes).length === 0) return { row: before, changed: false };
    const after = await updateComment(tx, companyId, id, {
      body: input.body ?? before.body,
      visibility: input.visibility ?? before.visibility,
      editedAt: deps.now(),
    });
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY_TYPE,
      entityId: id,
      action: 'update',
      changes,
    });
    return { row: after, changed: true };
  });
  if (changed) announce(deps, companyId, subjectOf(row));
  return toComment(row, ctx);
}

/** Delete one's own comment; an owner (or an admin acting for the company) deletes any. */
export async function removeComment(deps: CommentsDeps, ctx: RequestContext, id: string): Promise<void> {
  authorize(ctx, 'comment:write');
  const companyId = companyOf(ctx);
  const subject = await deps.db.transaction(async (tx) => {
    const before = await findComment(tx, companyId, id, true);
    if (!before) throw notFound();
    if (!isOwn(before, ctx) && !isAllowed(ctx.role, 'comment:delete-any'))
      throw new AppError('error_comment_not_own');
    await deleteComment(tx, companyId, id);
    const about = subjectOf(before);
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY_TYPE,
      entityId: id,
      action: 'delete',
      changes: diff(
        {
          [SUBJECT_FIELDS[about.kind]]: about.id,
          visibility: before.visibility,
          body: before.body,
          author: before.authorName,
        },
        null,
      ),
    });
    return about;
  });
  announce(deps, companyId, subject);
}

/**
 * The public comments of a subject for its customer's page (no session: the caller has checked the
 * link). Only `public` rows are read, and only their text and times: never an internal comment, never
 * the author.
 */
export async function publicComments(
  db: Db,
  companyId: string,
  subject: CommentSubject,
): Promise<PublicComment[]> {
  const rows = await listPublicComments(db, companyId, subject, COMMENT_THREAD_LIMIT);
  return rows.map((row) => ({
    _id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  }));
}

/** The job's comments as entries of its history (who wrote one when, internal or public; not the text). */
export async function commentHistory(
  db: Db,
  companyId: string,
  contractId: string,
  limit: number,
): Promise<{ entries: ContractHistoryEntry[]; truncated: boolean }> {
  const rows = await contractCommentsForHistory(db, companyId, contractId, limit);
  return {
    entries: rows.slice(0, limit).map((row) =>
      historyEntry('commentAdded', row.createdAt, {
        actorName: row.authorName,
        commentId: row.id,
        commentVisibility: row.visibility,
      }),
    ),
    truncated: rows.length > limit,
  };
}
