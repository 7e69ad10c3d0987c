import { SESSION_SOURCES } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, platformAdmins, users } from './accounts.ts';
import { createdAt, id, oneOf } from './columns.ts';

/**
 * Server-side sessions ("login tokens"). Only the SHA-256 of the opaque token is stored. A session
 * belongs either to a company user (with its company) or to a platform admin.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    adminId: uuid('admin_id').references(() => platformAdmins.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    lastUsedIp: text('last_used_ip'),
    /** How the session was last used (SESSION_SOURCES); a change is recorded at once, like a new IP. */
    lastUsedSource: text('last_used_source').notNull().default('web'),
    userAgent: text('user_agent'),
    os: text('os'),
    osPlatform: text('os_platform'),
    deviceType: text('device_type'),
    browser: text('browser'),
    browserFamily: text('browser_family'),
    browserVersion: text('browser_version'),
    country: text('country'),
    organisation: text('organisation'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_company_user_idx').on(t.companyId, t.userId),
    index('sessions_admin_idx').on(t.adminId),
    // The platform admin's sign-ins per day and per hour, across companies.
    index('sessions_created_idx').on(t.createdAt),
    foreignKey({
      name: 'sessions_company_user_fk',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    check(
      'sessions_owner',
      sql`(${t.userId} is not null and ${t.companyId} is not null and ${t.adminId} is null) or (${t.userId} is null and ${t.adminId} is not null)`,
    ),
    check('sessions_last_used_source', oneOf(t.lastUsedSource, SESSION_SOURCES)),
  ],
);

/**
 * Every address a session was used from, per source (web, API, admin on behalf), with when it was
 * first and last seen: the active-session detail page lists them (ADR 054). Written when the session
 * is touched (at most once a minute, at once for a new address or source), so never per request.
 */
export const sessionAddresses = pgTable(
  'session_addresses',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    source: text('source').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'session_addresses_pkey', columns: [t.sessionId, t.ip, t.source] }),
    check('session_addresses_source', oneOf(t.source, SESSION_SOURCES)),
  ],
);
