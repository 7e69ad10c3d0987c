import { ACTOR_TYPES, COMMENT_MAX_LENGTH, COMMENT_VISIBILITIES } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt, id, oneOf } from './columns.ts';
import { contracts } from './contracts.ts';
import { mediaSessions } from './media.ts';

/**
 * Comments of the office on a subject (issue 18; ADR 049): a job or a media session. One nullable
 * column per kind of subject, each a company-scoped key (the database refuses another company's job or
 * session), and a CHECK that exactly one is set. A deleted job or session takes its comments along. The author is recorded
 * like an activity's actor (a user, a platform admin acting for the company, an API key), with the
 * name they had then.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id'),
    mediaSessionId: uuid('media_session_id'),
    visibility: text('visibility', { enum: COMMENT_VISIBILITIES }).notNull(),
    body: text('body').notNull(),
    authorType: text('author_type', { enum: ACTOR_TYPES }).notNull(),
    authorId: uuid('author_id').notNull(),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    // A thread, oldest first (and the public ones of it for the customer's page).
    index('comments_contract_idx').on(t.companyId, t.contractId, t.createdAt),
    foreignKey({
      name: 'comments_contract_fk',
      columns: [t.companyId, t.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }).onDelete('cascade'),
    index('comments_media_session_idx').on(t.companyId, t.mediaSessionId, t.createdAt),
    foreignKey({
      name: 'comments_media_session_fk',
      columns: [t.companyId, t.mediaSessionId],
      foreignColumns: [mediaSessions.companyId, mediaSessions.id],
    }).onDelete('cascade'),
    check('comments_one_subject', sql`num_nonnulls(${t.contractId}, ${t.mediaSessionId}) = 1`),
    check('comments_visibility', oneOf(t.visibility, COMMENT_VISIBILITIES)),
    check('comments_author_type', oneOf(t.authorType, ACTOR_TYPES)),
    check(
      'comments_body_length',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(COMMENT_MAX_LENGTH))}`,
    ),
  ],
);
