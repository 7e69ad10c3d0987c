import { LANGUAGES } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { appointments } from './appointments.ts';
import { createdAt, id, oneOf } from './columns.ts';
import { contracts } from './contracts.ts';
import { customers } from './customers.ts';

const rating = (name: string) => integer(name);
const ratingCheck = (name: string, column: AnyPgColumn) =>
  check(`reviews_${name}_range`, sql`${column} between 1 and 5`);

/**
 * A review request and the customer's answer (issue 18; ADR 047). Company-scoped keys like
 * appointments: the database refuses a job, appointment or customer of another company. The link's
 * token is kept only as its SHA-256 (like offers); the nine areas of spec §3 are each 1–5 stars (null:
 * skipped) with an optional comment. A deleted job, appointment or customer leaves the review in place,
 * unlinked: what a customer said stays the company's.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id'),
    appointmentId: uuid('appointment_id'),
    customerId: uuid('customer_id'),
    /** The name the request was addressed to, kept for the list once the customer is gone. */
    customerName: text('customer_name').notNull(),
    recipient: text('recipient').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The reminder's own link (a new token: only hashes are kept); the first link keeps working. */
    reminderTokenHash: text('reminder_token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    serviceQuality: rating('service_quality'),
    serviceQualityComment: text('service_quality_comment'),
    team: rating('team'),
    teamComment: text('team_comment'),
    timeliness: rating('timeliness'),
    timelinessComment: text('timeliness_comment'),
    itemCondition: rating('item_condition'),
    itemConditionComment: text('item_condition_comment'),
    communication: rating('communication'),
    communicationComment: text('communication_comment'),
    price: rating('price'),
    priceComment: text('price_comment'),
    recommendation: rating('recommendation'),
    recommendationComment: text('recommendation_comment'),
    system: rating('system'),
    systemComment: text('system_comment'),
    contractClarity: rating('contract_clarity'),
    contractClarityComment: text('contract_clarity_comment'),
    comment: text('comment'),
    /** The unhappy customer's answer to "what went wrong?" (the review funnel, ADR 050), once. */
    followUp: text('follow_up'),
    followUpAt: timestamp('follow_up_at', { withTimezone: true }),
    /** When the owners were alerted of this low review: once, claimed with the answer. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    /** Asked by the automatic request after the job (ADR 050), not by someone of the office. */
    automatic: boolean('automatic').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reviews_token_hash_key').on(t.tokenHash),
    unique('reviews_reminder_token_hash_key').on(t.reminderTokenHash),
    unique('reviews_company_id_key').on(t.companyId, t.id),
    index('reviews_company_requested_idx').on(t.companyId, t.requestedAt),
    // The trend chart's months: answers by their day.
    index('reviews_company_submitted_idx').on(t.companyId, t.submittedAt),
    // One automatic request per job, whatever runs the sweep twice (ADR 050). Only those rows: an
    // appointment's review loses its appointment when that is deleted and may then share its job.
    uniqueIndex('reviews_automatic_key').on(t.companyId, t.contractId).where(sql`${t.automatic}`),
    index('reviews_contract_idx').on(t.companyId, t.contractId),
    index('reviews_appointment_idx').on(t.companyId, t.appointmentId),
    // The reminders' look: open requests not reminded yet.
    index('reviews_reminder_idx')
      .on(t.requestedAt)
      .where(sql`${t.submittedAt} is null and ${t.remindedAt} is null`),
    foreignKey({
      name: 'reviews_contract_fk',
      columns: [t.companyId, t.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }).onDelete('set null (contract_id)' as 'set null'),
    foreignKey({
      name: 'reviews_appointment_fk',
      columns: [t.companyId, t.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('set null (appointment_id)' as 'set null'),
    foreignKey({
      name: 'reviews_customer_fk',
      columns: [t.companyId, t.customerId],
      foreignColumns: [customers.companyId, customers.id],
    }).onDelete('set null (customer_id)' as 'set null'),
    check('reviews_language', oneOf(t.language, LANGUAGES)),
    ratingCheck('service_quality', t.serviceQuality),
    ratingCheck('team', t.team),
    ratingCheck('timeliness', t.timeliness),
    ratingCheck('item_condition', t.itemCondition),
    ratingCheck('communication', t.communication),
    ratingCheck('price', t.price),
    ratingCheck('recommendation', t.recommendation),
    ratingCheck('system', t.system),
    ratingCheck('contract_clarity', t.contractClarity),
  ],
);
