import { ACTIVITY_ACTIONS } from '@maxer/domain';
import { boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt, id, oneOf } from './columns.ts';

/**
 * Every change to a company's records: who (a user, a platform admin on the company's behalf, or an
 * API key), what (entity, action, changed fields) and when. Kept when the entity is deleted.
 */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    actorType: text('actor_type', { enum: ['user', 'admin', 'apiKey'] }).notNull(),
    actorId: uuid('actor_id').notNull(),
    /** The actor's name when it happened: the record stays readable after the account is gone. */
    actorName: text('actor_name').notNull(),
    onBehalf: boolean('on_behalf').notNull().default(false),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action', { enum: ACTIVITY_ACTIONS }).notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_entity_idx').on(t.companyId, t.entityType, t.entityId, t.createdAt),
    index('activities_company_idx').on(t.companyId, t.createdAt),
    check('activities_action', oneOf(t.action, ACTIVITY_ACTIONS)),
  ],
);
