import { LANGUAGES, SYSTEM_EMAIL_TYPES } from '@maxer/domain';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';

/** A company's mail templates: subject and rich-text body with `{{placeholders}}`, picked when sending. */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized HTML (the domain's rich-text subset). */
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('mail_templates_company_id_key').on(t.companyId, t.id),
    index('mail_templates_company_title_idx').on(t.companyId, t.title),
  ],
);

/** A company's own wording of an automatic e-mail: at most one per type and language. */
export const systemEmails = pgTable(
  'system_emails',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type', { enum: SYSTEM_EMAIL_TYPES }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    title: text('title').notNull(),
    /** Sanitized HTML (the domain's rich-text subset). */
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('system_emails_company_type_language_key').on(t.companyId, t.type, t.language),
    check('system_emails_type', oneOf(t.type, SYSTEM_EMAIL_TYPES)),
    check('system_emails_language', oneOf(t.language, LANGUAGES)),
  ],
);
