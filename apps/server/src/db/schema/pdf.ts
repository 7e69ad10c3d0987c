import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/** A company's PDF components: titled blocks of sanitized rich text placed on documents in order. */
export const pdfComponents = pgTable(
  'pdf_components',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized HTML (the domain's rich-text subset). */
    content: text('content').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('pdf_components_company_id_key').on(t.companyId, t.id),
    index('pdf_components_company_position_idx').on(t.companyId, t.position),
  ],
);
