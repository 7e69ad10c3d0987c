import {
  CONTRACT_ORIGINS,
  CONTRACT_STATUSES,
  type ContractDetails,
  CURRENCIES,
  contractDetailsSchema,
  type PriceSnapshot,
  parseContractDetails,
} from '@maxer/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';
import { customers } from './customers.ts';
import { contractStatuses } from './workspace.ts';

/**
 * What a contract stores beyond its columns (addresses, priced parts, services and answers): jsonb,
 * checked against the domain's `contractDetailsSchema` when written and parsed with it when read, so
 * every reader gets typed details, old rows included (ADR 034).
 */
const contractDetails = customType<{ data: ContractDetails; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(contractDetailsSchema.parse(value)),
  fromDriver: (value) => parseContractDetails(typeof value === 'string' ? JSON.parse(value) : value),
});

/**
 * The job order. Columns hold what lists filter and sort by; the rest is `details` (validated by the
 * domain's contract schema on every write). The totals are kept for lists and dashboards and computed
 * again from `details` whenever the contract is read.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    customerId: uuid('customer_id').notNull(),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull().default('OPEN'),
    customStatusId: uuid('custom_status_id'),
    /** Where the job came from: the office, or a visitor's web inquiry (ADR 056). */
    origin: text('origin', { enum: CONTRACT_ORIGINS }).notNull().default('OFFICE'),
    relocationStartAt: timestamp('relocation_start_at', { withTimezone: true }),
    includeVat: boolean('include_vat').notNull().default(false),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    details: contractDetails('details').notNull(),
    /**
     * The move-out and move-in cities, kept from `details` on write: the list shows and searches them
     * without reading (and decompressing) each contract's whole details.
     */
    moveOutCity: text('move_out_city').generatedAlwaysAs(sql`details->'moveOut'->>'city'`),
    moveInCity: text('move_in_city').generatedAlwaysAs(sql`details->'moveIn'->>'city'`),
    /**
     * The cities again, lower-cased once on write and one per line, for the search: one LIKE per
     * contract instead of ILIKEs, which lower-case both sides on every row (the customer's side is
     * `customers.search_text`). Generated columns cannot read other generated ones, hence `details`.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(details->'moveOut'->>'city', '') || E'\\n' || coalesce(details->'moveIn'->>'city', ''))`,
    ),
    /**
     * Which priced services the job includes, kept from `details` on write: the analytics count jobs by
     * service kind from the index (contracts_company_created_idx) instead of reading each job's whole
     * details (decompressed from TOAST). A cleaning of type "no-cleaning" is none.
     */
    hasRelocation: boolean('has_relocation')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(jsonb_typeof(details->'relocation') = 'object', false)`),
    hasTrash: boolean('has_trash')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(jsonb_typeof(details->'trash') = 'object', false)`),
    hasCleaning: boolean('has_cleaning')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(jsonb_typeof(details->'cleaning') = 'object' and details->'cleaning'->>'type' is distinct from 'no-cleaning', false)`,
      ),
    grossLow: integer('gross_low').notNull().default(0),
    grossHigh: integer('gross_high').notNull().default(0),
    /** Valid-until of the offer that is out (set when an offer is sent). */
    offerValidUntil: timestamp('offer_valid_until', { withTimezone: true }),
    /**
     * The version of what the customer is offered: raised by every edit of the job (not by status,
     * archive or offer bookkeeping). An offer remembers the revision it was sent for (ADR 023).
     */
    revision: integer('revision').notNull().default(1),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedSnapshot: jsonb('accepted_snapshot').$type<PriceSnapshot>(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('contracts_company_number_key').on(t.companyId, t.number),
    unique('contracts_company_id_key').on(t.companyId, t.id),
    // The working list in number order; the trailing columns let a search count the company's
    // contracts from the index alone (index-only scan), not from ~1,000 scattered wide heap rows.
    index('contracts_list_idx').on(t.companyId, t.archivedAt, t.number, t.customerId, t.searchText),
    index('contracts_relocation_idx').on(t.companyId, t.relocationStartAt),
    index('contracts_customer_idx').on(t.companyId, t.customerId),
    index('contracts_status_idx').on(t.companyId, t.status),
    // The platform admin's search by contract number across every company (features/admin-search).
    index('contracts_number_idx').on(t.number),
    // The admin company list's "contracts in the last 30 days" per company: the recent ones only, not
    // every contract of the company (docs/benchmarks.md, "Platform admin"). The trailing columns are
    // what the analytics read of each job of a period (services, origin, archived): from the index
    // alone (index-only scan), not from scattered wide heap rows (ADR 058). `origin` (the web form's
    // jobs) last: without it every job of the company was read from the heap (migration 0052).
    index('contracts_company_created_idx').on(
      t.companyId,
      t.createdAt,
      t.hasRelocation,
      t.hasTrash,
      t.hasCleaning,
      t.archivedAt,
      t.createdByUserId,
      t.customerId,
      t.id,
      t.origin,
    ),
    // The towns an address form suggests for a postcode (features/places): the move addresses' postcodes.
    index('contracts_move_out_zip_idx').on(t.companyId, sql`(details->'moveOut'->>'zipCode')`),
    index('contracts_move_in_zip_idx').on(t.companyId, sql`(details->'moveIn'->>'zipCode')`),
    // The database itself refuses a customer or status of another company.
    foreignKey({
      name: 'contracts_customer_fk',
      columns: [t.companyId, t.customerId],
      foreignColumns: [customers.companyId, customers.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'contracts_custom_status_fk',
      columns: [t.companyId, t.customStatusId],
      foreignColumns: [contractStatuses.companyId, contractStatuses.id],
    }).onDelete('set null (custom_status_id)' as 'set null'),
    foreignKey({
      name: 'contracts_created_by_fk',
      columns: [t.companyId, t.createdByUserId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('set null (created_by_user_id)' as 'set null'),
    check('contracts_status', oneOf(t.status, CONTRACT_STATUSES)),
    check('contracts_origin', oneOf(t.origin, CONTRACT_ORIGINS)),
    check('contracts_currency', oneOf(t.currency, CURRENCIES)),
    check('contracts_totals', sql`${t.grossLow} >= 0 and ${t.grossHigh} >= ${t.grossLow}`),
  ],
);
