import { z } from 'zod';
import { ACTOR_TYPES } from '../activities.ts';

/**
 * What a comment can be about (issue 18; ADR 049): a job or a media session. A further kind is a
 * column of the `comments` table, an entry here, and its routes.
 */
export const COMMENT_SUBJECT_KINDS = ['contract', 'media_session'] as const;
export type CommentSubjectKind = (typeof COMMENT_SUBJECT_KINDS)[number];

/** `internal`: the office only; `public`: shown to the customer too (the offer page, the shared media page). */
export const COMMENT_VISIBILITIES = ['internal', 'public'] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];

/** The longest comment, in characters after trimming (the database checks it too). */
export const COMMENT_MAX_LENGTH = 5000;

/** The most comments one thread answers: the newest ones (`total` says how many there are). */
export const COMMENT_THREAD_LIMIT = 500;

const invalid = { error: 'error_field_invalid' } as const;

/** Plain text, trimmed; empty (or only spaces) and over-long are refused with their own codes. */
const commentBody = z
  .string({ error: 'error_comment_empty' })
  .trim()
  .min(1, { error: 'error_comment_empty' })
  .max(COMMENT_MAX_LENGTH, { error: 'error_comment_too_long' });

export const commentVisibilitySchema = z.enum(COMMENT_VISIBILITIES, invalid);

/** A new comment; without a visibility it is internal (nothing is shown to a customer by omission). */
export const commentInputSchema = z.object({
  body: commentBody,
  visibility: commentVisibilitySchema.default('internal'),
});
export type CommentInput = z.input<typeof commentInputSchema>;

/** An edit of one's own comment: its text, its visibility, or both. */
export const commentUpdateSchema = z.object({
  body: commentBody.optional(),
  visibility: commentVisibilitySchema.optional(),
});
export type CommentUpdate = z.output<typeof commentUpdateSchema>;

export const commentSubjectSchema = z.object({
  kind: z.enum(COMMENT_SUBJECT_KINDS),
  id: z.string(),
});
export type CommentSubject = z.infer<typeof commentSubjectSchema>;

/** The office's view of a comment, with what the caller may do with it. */
export const commentSchema = z.object({
  _id: z.string(),
  subject: commentSubjectSchema,
  body: z.string(),
  visibility: z.enum(COMMENT_VISIBILITIES),
  /** Who wrote it, named as they were then (a user, a platform admin acting for the company, an API key). */
  author: z.object({ type: z.enum(ACTOR_TYPES), _id: z.string(), name: z.string() }),
  createdAt: z.string(),
  /** When the text or visibility last changed; null when never. */
  editedAt: z.string().nullable(),
  /** Only the author edits a comment. */
  mayEdit: z.boolean(),
  /** The author deletes it, and an owner (or a platform admin acting for the company) any comment. */
  mayDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A thread, oldest first: the newest COMMENT_THREAD_LIMIT comments; `total` counts them all. */
export const commentThreadSchema = z.object({
  items: z.array(commentSchema),
  total: z.number().int(),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

/**
 * What a customer sees of a public comment: the text and its times. Never the author (the company
 * speaks; an employee's name or address stays inside), never an internal one.
 */
export const publicCommentSchema = z.object({
  _id: z.string(),
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;
