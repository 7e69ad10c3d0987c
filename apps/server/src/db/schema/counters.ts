import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';

/**
 * The next number of each per-company sequence (customer, contract, invoice numbers). Taken with an
 * UPDATE inside the business transaction: a rollback gives the number back, so numbers have no gaps.
 */
export const companyCounters = pgTable(
  'company_counters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nextValue: integer('next_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.name] })],
);
