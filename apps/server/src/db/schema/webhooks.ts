import { WEBHOOK_DELIVERY_STATUSES } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';

/**
 * A company's webhook endpoint (issue 19; ADR 053). The signing secret is kept as it is (`whsec_…`):
 * every delivery is signed with it, so it cannot be a hash; the API shows it once, on creation and
 * on rotation. `failing_since` is set when a delivery used up its retries (the owners were mailed
 * then) and cleared by the next success.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    active: boolean('active').notNull().default(true),
    secret: text('secret').notNull(),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('webhook_endpoints_company_id_id').on(t.companyId, t.id), index().on(t.companyId)],
);

/**
 * One message to one endpoint, with its latest attempt (the delivery log). `sequence` orders an
 * endpoint's deliveries: the next one goes only once every earlier one is delivered or has failed.
 * The message id (`webhook-id`) is `msg_` + `event_id`; "send again" adds a row with the same event.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    endpointId: uuid('endpoint_id').notNull(),
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The body as posted: `{ type, timestamp, data }`, kept so every attempt sends the same bytes. */
    payload: text('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    responseSnippet: text('response_snippet'),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_deliveries_status', oneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
    foreignKey({
      name: 'webhook_deliveries_endpoint_fk',
      columns: [t.companyId, t.endpointId],
      foreignColumns: [webhookEndpoints.companyId, webhookEndpoints.id],
    }).onDelete('cascade'),
    // The log, newest first; and the next pending delivery of an endpoint.
    index('webhook_deliveries_endpoint_sequence').on(t.companyId, t.endpointId, t.sequence),
    index('webhook_deliveries_pending').on(t.endpointId, t.sequence).where(sql`${t.status} = 'pending'`),
  ],
);
