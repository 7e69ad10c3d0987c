import { NOTIFICATION_KINDS, type NotificationData } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, id, oneOf } from './columns.ts';

/**
 * What happened while a person looked away (the bell of the company app; ADR 039): one row per user
 * who should know, written in the same transaction as what it tells of. `data` keeps the names as
 * they were then (job number, customer, invoice, amount, address).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // A person's list, newest first, and their unread count.
    index('notifications_user_idx').on(t.companyId, t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.companyId, t.userId).where(sql`${t.readAt} is null`),
    foreignKey({
      name: 'notifications_company_user_fk',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    check('notifications_kind', oneOf(t.kind, NOTIFICATION_KINDS)),
  ],
);
