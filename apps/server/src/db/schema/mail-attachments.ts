import { foreignKey, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { bytea, id } from './columns.ts';
import { mailOutbox } from './mail.ts';

/**
 * The files a message carries (an invoice PDF), stored with it as sent: rendered in the transaction
 * that enqueues the message, so a retry hours later sends the same document and the development
 * mailbox shows exactly what the customer got. A table of their own (not a column of the outbox)
 * keeps the bytes out of every list and claim that reads messages.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: id(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Order within the message. */
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [
    index('mail_attachments_mail_idx').on(t.mailId, t.position),
    // A company's message carries only files filed under that company (ADR 024).
    foreignKey({
      name: 'mail_attachments_mail_company_fk',
      columns: [t.companyId, t.mailId],
      foreignColumns: [mailOutbox.companyId, mailOutbox.id],
    }).onDelete('cascade'),
  ],
);
