import { LANGUAGES, MEDIA_ITEM_KINDS, MEDIA_SESSION_KINDS } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, id, oneOf } from './columns.ts';
import { contracts } from './contracts.ts';
import { customers } from './customers.ts';

/**
 * Media sessions (issue 18; ADR 048): a set of photos, videos and documents of a job or a customer.
 * Company-scoped keys like appointments and reviews: the database refuses another company's job,
 * customer or person. A session is made with a job or a customer (a job's session knows the job's
 * customer too); a deleted job or customer leaves the session in place, unlinked: the files are the
 * company's until someone deletes them (which also removes their objects from the store).
 *
 * The share link (one at a time per session) is kept as the SHA-256 of its token, like offers.
 */
export const mediaSessions = pgTable(
  'media_sessions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MEDIA_SESSION_KINDS }).notNull(),
    title: text('title').notNull(),
    note: text('note'),
    customerId: uuid('customer_id'),
    contractId: uuid('contract_id'),
    createdByUserId: uuid('created_by_user_id'),
    shareTokenHash: text('share_token_hash'),
    shareLanguage: text('share_language', { enum: LANGUAGES }),
    shareCreatedAt: timestamp('share_created_at', { withTimezone: true }),
    shareExpiresAt: timestamp('share_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('media_sessions_company_id_key').on(t.companyId, t.id),
    unique('media_sessions_share_token_hash_key').on(t.shareTokenHash),
    index('media_sessions_company_created_idx').on(t.companyId, t.createdAt),
    index('media_sessions_customer_idx').on(t.companyId, t.customerId),
    index('media_sessions_contract_idx').on(t.companyId, t.contractId),
    foreignKey({
      name: 'media_sessions_customer_fk',
      columns: [t.companyId, t.customerId],
      foreignColumns: [customers.companyId, customers.id],
    }).onDelete('set null (customer_id)' as 'set null'),
    foreignKey({
      name: 'media_sessions_contract_fk',
      columns: [t.companyId, t.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }).onDelete('set null (contract_id)' as 'set null'),
    foreignKey({
      name: 'media_sessions_created_by_fk',
      columns: [t.companyId, t.createdByUserId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('set null (created_by_user_id)' as 'set null'),
    check('media_sessions_kind', oneOf(t.kind, MEDIA_SESSION_KINDS)),
    check('media_sessions_share_language', oneOf(t.shareLanguage, LANGUAGES)),
    // A share link is whole or absent.
    check(
      'media_sessions_share_whole',
      sql`(${t.shareTokenHash} is null) = (${t.shareExpiresAt} is null) and (${t.shareTokenHash} is null) = (${t.shareLanguage} is null)`,
    ),
  ],
);

/**
 * One file of a session: the original as uploaded (`file_key`), and for images a display version and
 * a thumbnail, both turned upright by their EXIF orientation and stripped of every metadata (GPS,
 * camera, time): only those two are ever shown outside the office.
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    kind: text('kind', { enum: MEDIA_ITEM_KINDS }).notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    name: text('name'),
    caption: text('caption'),
    fileKey: text('file_key').notNull(),
    displayKey: text('display_key'),
    thumbnailKey: text('thumbnail_key'),
    width: integer('width'),
    height: integer('height'),
    fromCustomer: boolean('from_customer').notNull().default(false),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('media_items_company_id_key').on(t.companyId, t.id),
    index('media_items_session_idx').on(t.companyId, t.sessionId, t.createdAt),
    foreignKey({
      name: 'media_items_session_fk',
      columns: [t.companyId, t.sessionId],
      foreignColumns: [mediaSessions.companyId, mediaSessions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'media_items_created_by_fk',
      columns: [t.companyId, t.createdByUserId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('set null (created_by_user_id)' as 'set null'),
    check('media_items_kind', oneOf(t.kind, MEDIA_ITEM_KINDS)),
  ],
);
