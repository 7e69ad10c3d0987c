import { API_KEY_SCOPES } from '@maxer/domain';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt, id, oneOf } from './columns.ts';

/**
 * A company's API keys (issue 19, ADR 052). The token is `mx_<keyId>_<secret>`: the key id finds the
 * row, only the secret's SHA-256 is stored and compared in constant time. Last use is written at most
 * once a minute, not on every request.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyId: text('key_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    scope: text('scope', { enum: API_KEY_SCOPES }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
  },
  (t) => [
    uniqueIndex('api_keys_key_id_key').on(t.keyId),
    index('api_keys_company_created_idx').on(t.companyId, t.createdAt),
    check('api_keys_scope', oneOf(t.scope, API_KEY_SCOPES)),
  ],
);
