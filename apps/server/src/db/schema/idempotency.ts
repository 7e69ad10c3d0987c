import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * Idempotency keys of the company's creating requests (platform/idempotency.ts; ADR 023): per company
 * and scope ('payment', 'invoice') the key a form or client sent, a SHA-256 of what it asked for (the
 * target and the body), and the record it created. A repeated request finds the record instead of
 * creating a second one; the same key with another request is refused. `request_hash` is null only for
 * keys carried over from before it was stored (payments' own column); those answer as before.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash'),
    /** Set in the transaction that claimed the key, before it commits (never seen null by others). */
    resourceId: uuid('resource_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.scope, t.key] }),
    // Forgetting a deleted record's keys.
    index('idempotency_keys_resource_idx').on(t.companyId, t.resourceId),
  ],
);
