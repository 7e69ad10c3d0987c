import { LANGUAGES, type PricedService, type PriceSnapshot } from '@maxer/domain';
import { foreignKey, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { contracts } from './contracts.ts';
import { mailOutbox } from './mail.ts';

/** What an acceptance records (decisions.md): choice, price, when, who, and the document as shown. */
export interface OfferAcceptance {
  acceptedServices: PricedService[];
  snapshot: PriceSnapshot;
  ip: string;
  userAgent: string | null;
  documentSha256: string;
  /** Absent on acceptances recorded before it was kept; the API refused those without the agreement. */
  termsAccepted?: boolean;
}

/**
 * One sending of a contract to the customer, with its unguessable public link (only the SHA-256 of
 * the token is stored) and its outcome. A newer offer replaces the older one's link.
 */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id').notNull(),
    recipient: text('recipient').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** The last day it can be accepted, and the moment that day ends in the company's time zone. */
    validUntil: text('valid_until').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    mailId: uuid('mail_id'),
    /** The job's `revision` when this offer was sent: a later edit shows as "updated" to the customer. */
    contractRevision: integer('contract_revision').notNull().default(1),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    acceptance: jsonb('acceptance').$type<OfferAcceptance>(),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // The company's offers by sending; the trailing columns are their outcomes, which the analytics
    // read for every offer of a period from the index alone (index-only scan, ADR 058).
    index('offers_company_created_idx').on(
      t.companyId,
      t.createdAt,
      t.acceptedAt,
      t.rejectedAt,
      t.replacedAt,
      t.expiresAt,
    ),
    index('offers_contract_idx').on(t.companyId, t.contractId, t.createdAt),
    // The platform admin's live counts per hour, across companies.
    index('offers_created_idx').on(t.createdAt),
    index('offers_accepted_idx').on(t.acceptedAt),
    index('offers_rejected_idx').on(t.rejectedAt),
    foreignKey({
      name: 'offers_contract_fk',
      columns: [t.companyId, t.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }).onDelete('cascade'),
    // The offer's e-mail is one of the company's messages (ADR 024).
    foreignKey({
      name: 'offers_mail_fk',
      columns: [t.companyId, t.mailId],
      foreignColumns: [mailOutbox.companyId, mailOutbox.id],
    }).onDelete('set null (mail_id)' as 'set null'),
    // A deleted employee leaves the offers they sent in place, without a sender.
    foreignKey({
      name: 'offers_created_by_fk',
      columns: [t.companyId, t.createdByUserId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('set null (created_by_user_id)' as 'set null'),
  ],
);
