import { CURRENCIES, LANGUAGES, PDF_RELOCATION_PRICE_TYPES, USER_ROLES } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';

/** What a company subscribes to on the platform. */
export const packages = pgTable('packages', {
  id: id(),
  name: text('name').notNull(),
  /** Monthly price in CHF, in cents. */
  priceCents: integer('price_cents').notNull().default(0),
  /** How many users a company on this package may have; null: no limit. */
  maxUsers: integer('max_users'),
  createdAt: createdAt(),
});

/** A tenant: one moving company and every setting of spec §3 "Company". */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    website: text('website'),
    frontendUrl: text('frontend_url'),
    logoFile: text('logo_file'),
    backgroundColor: text('background_color'),
    textColor: text('text_color'),
    header: text('header'),
    footer: text('footer'),
    agbFile: text('agb_file'),
    iban: text('iban'),
    /** UID / VAT number, `CHE-123.456.789` (check digit verified by the domain schema). */
    vatNumber: text('vat_number'),
    pdfAccentColor: text('pdf_accent_color'),
    pdfRelocationPriceType: text('pdf_relocation_price_type', { enum: PDF_RELOCATION_PRICE_TYPES })
      .notNull()
      .default('FROMTO'),
    contractNumberStart: integer('contract_number_start').notNull().default(1),
    customerNumberStart: integer('customer_number_start').notNull().default(1),
    invoiceNumberStart: integer('invoice_number_start').notNull().default(1),
    /** ISO 3166 alpha-2 codes; empty means every country may sign in. */
    allowedLoginCountries: text('allowed_login_countries').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    packageId: uuid('package_id').references(() => packages.id),
    hideRejectOfferButton: boolean('hide_reject_offer_button').notNull().default(false),
    /** The customer is reminded of an appointment the day before (issue 17; /my-company/calendar). */
    appointmentReminders: boolean('appointment_reminders').notNull().default(true),
    /** An unanswered review request is reminded once, this many days after it (issue 18). */
    reviewReminders: boolean('review_reminders').notNull().default(true),
    reviewReminderDays: integer('review_reminder_days').notNull().default(5),
    /** The company's public review page (https; e.g. Google): happy customers are invited there (ADR 050). */
    reviewPublicUrl: text('review_public_url'),
    /** A review request goes out by itself this many days after a job's date (ADR 050); off by default. */
    reviewAutoRequests: boolean('review_auto_requests').notNull().default(false),
    reviewAutoRequestDays: integer('review_auto_request_days').notNull().default(2),
    /** The public web inquiry form (/external?company=…, ADR 056); off until an owner switches it on. */
    inquiryFormEnabled: boolean('inquiry_form_enabled').notNull().default(false),
    /** A pending offer's customer is reminded once, this many days before its last day (ADR 057). */
    offerReminders: boolean('offer_reminders').notNull().default(true),
    offerReminderDays: integer('offer_reminder_days').notNull().default(2),
    /** The days an offer sent again with a new validity stays open (ADR 057). */
    offerValidityDays: integer('offer_validity_days').notNull().default(14),
    /** The customer must sign an acceptance, drawn or typed (ADR 057); off by default. */
    offerSignatureRequired: boolean('offer_signature_required').notNull().default(false),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(8.1),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('CHF'),
    timeZone: text('time_zone').notNull().default('Europe/Zurich'),
    /** Optional postal address (decision 014): the QR-bill's creditor, shaped as a customer's. */
    street: text('street'),
    streetNumber: text('street_number'),
    zipCode: text('zip_code'),
    city: text('city'),
    country: text('country').notNull().default('CH'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('companies_contract_number_start', sql`${t.contractNumberStart} >= 1`),
    check('companies_customer_number_start', sql`${t.customerNumberStart} >= 1`),
    check('companies_invoice_number_start', sql`${t.invoiceNumberStart} >= 1`),
    check('companies_currency', oneOf(t.currency, CURRENCIES)),
    check('companies_pdf_relocation_price_type', oneOf(t.pdfRelocationPriceType, PDF_RELOCATION_PRICE_TYPES)),
    check('companies_vat_rate', sql`${t.vatRate} >= 0 and ${t.vatRate} < 100`),
    check('companies_review_auto_request_days', sql`${t.reviewAutoRequestDays} between 1 and 30`),
    check('companies_offer_reminder_days', sql`${t.offerReminderDays} between 1 and 30`),
    check('companies_offer_validity_days', sql`${t.offerValidityDays} between 1 and 365`),
    // One company per name, whatever its case and surrounding spaces (issue 14).
    uniqueIndex('companies_name_key').on(sql`lower(btrim(${t.name}))`),
  ],
);

/** A company's staff account (an "employee"); e-mail is unique across the platform. */
export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored in lower case. */
    email: text('email').notNull(),
    username: text('username').notNull(),
    phone: text('phone'),
    role: text('role', { enum: USER_ROLES }).notNull().default('USER'),
    active: boolean('active').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** The interface language of the latest sign-in: the platform's own e-mails to them (ADR 042). */
    language: text('language', { enum: LANGUAGES }).notNull().default('de'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_language', oneOf(t.language, LANGUAGES)),
    check('users_role', oneOf(t.role, USER_ROLES)),
    unique('users_company_username_key').on(t.companyId, t.username),
    // Target of composite tenant references: (company_id, user_id) can only name a user of that company.
    unique('users_company_id_key').on(t.companyId, t.id),
  ],
);

/** People who run the platform; not members of any company. */
export const platformAdmins = pgTable(
  'platform_admins',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('platform_admins_email_key').on(t.email)],
);
