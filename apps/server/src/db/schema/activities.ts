import { ACTIVITY_ACTIONS } from '@maxer/domain';
import { boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt, id, oneOf } from './columns.ts';

/**
 * Every change to a company's records: who (a user, a platform admin on the company's behalf, or an
 * API key), what (entity, action, changed fields), when and from which address. Kept when the entity
 * is deleted. Platform-level activities (a platform admin's account changed) have no company; every
 * request an admin makes while acting for a company is one too, action `request` (ADR 037).
 */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    /** Null for a platform-level activity. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    actorType: text('actor_type', { enum: ['user', 'admin', 'apiKey'] }).notNull(),
    actorId: uuid('actor_id').notNull(),
    /** The actor's name when it happened: the record stays readable after the account is gone. */
    actorName: text('actor_name').notNull(),
    onBehalf: boolean('on_behalf').notNull().default(false),
    entityType: text('entity_type').notNull(),
    /** Null when the activity concerns no record (a recorded request). */
    entityId: uuid('entity_id'),
    action: text('action', { enum: ACTIVITY_ACTIONS }).notNull(),
    /** The client's address (behind trusted proxies), when the activity came from a request. */
    ip: text('ip'),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_entity_idx').on(t.companyId, t.entityType, t.entityId, t.createdAt),
    index('activities_company_idx').on(t.companyId, t.createdAt),
    // The platform admin's list: every activity newest first, or one actor's.
    index('activities_created_idx').on(t.createdAt, t.id),
    index('activities_actor_idx').on(t.actorId, t.createdAt),
    check('activities_action', oneOf(t.action, ACTIVITY_ACTIONS)),
  ],
);
