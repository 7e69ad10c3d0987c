import { LANGUAGES, type PricedService, type PriceSnapshot, SIGNATURE_KINDS } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { bytea, createdAt, id, oneOf } from './columns.ts';
import { contracts } from './contracts.ts';
import { mailOutbox } from './mail.ts';
import { mailTemplates } from './mail-templates.ts';

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
    /**
     * The customer's signature on the acceptance (ADR 057): drawn (a checked, re-encoded PNG) or typed
     * (the name). Columns of their own, not part of `acceptance`: lists never load the image.
     */
    signatureKind: text('signature_kind', { enum: SIGNATURE_KINDS }),
    signatureName: text('signature_name'),
    signaturePng: bytea('signature_png'),
    /** The mail template the offer's e-mail was written with; sending it again uses the same one. */
    mailTemplateId: uuid('mail_template_id'),
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
    // The reminder sweep's pending offers by their end, across companies.
    index('offers_pending_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.acceptedAt} is null and ${t.rejectedAt} is null and ${t.replacedAt} is null`),
    unique('offers_company_id_key').on(t.companyId, t.id),
    check('offers_signature_kind', oneOf(t.signatureKind, SIGNATURE_KINDS)),
    foreignKey({
      name: 'offers_mail_template_fk',
      columns: [t.companyId, t.mailTemplateId],
      foreignColumns: [mailTemplates.companyId, mailTemplates.id],
    }).onDelete('set null (mail_template_id)' as 'set null'),
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

/**
 * The automatic reminders of a pending offer before its last day (ADR 057): one row per offer and
 * day, the company's day the sweep ran on; the unique key makes a second sweep (another worker, a
 * retry, a restart) insert nothing and so send nothing. Each reminder carries a link of its own (only
 * hashes are kept, so the offer's first link cannot be sent again; it keeps working).
 */
export const offerReminders = pgTable(
  'offer_reminders',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    mailId: uuid('mail_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('offer_reminders_offer_day_key').on(t.offerId, t.day),
    unique('offer_reminders_token_hash_key').on(t.tokenHash),
    index('offer_reminders_company_offer_idx').on(t.companyId, t.offerId),
    foreignKey({
      name: 'offer_reminders_offer_fk',
      columns: [t.companyId, t.offerId],
      foreignColumns: [offers.companyId, offers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'offer_reminders_mail_fk',
      columns: [t.companyId, t.mailId],
      foreignColumns: [mailOutbox.companyId, mailOutbox.id],
    }).onDelete('set null (mail_id)' as 'set null'),
  ],
);
