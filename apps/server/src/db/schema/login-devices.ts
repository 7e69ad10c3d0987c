import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { platformAdmins, users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/**
 * Browsers that signed in to an account correctly before (the device cookie; ADR 020). Only the
 * SHA-256 of the cookie's random token is stored. A known device's failed sign-ins are counted on
 * their own, so strangers guessing at the account cannot lock it out.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => platformAdmins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('login_devices_token_hash_key').on(t.tokenHash),
    index('login_devices_user_idx').on(t.userId),
    index('login_devices_admin_idx').on(t.adminId),
    check('login_devices_owner', sql`(${t.userId} is null) <> (${t.adminId} is null)`),
  ],
);
