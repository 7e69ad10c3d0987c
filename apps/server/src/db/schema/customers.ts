import { CUSTOMER_TYPES, GENDERS } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';

/** A company's customer (spec §3 "Customer"), numbered per company without gaps. */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    gender: text('gender', { enum: GENDERS }),
    firstName: text('first_name'),
    lastName: text('last_name').notNull(),
    customerType: text('customer_type', { enum: CUSTOMER_TYPES }).notNull().default('PERSON'),
    companyName: text('company_name'),
    email: text('email'),
    phone: text('phone'),
    street: text('street'),
    streetNumber: text('street_number'),
    zipCode: text('zip_code'),
    city: text('city'),
    country: text('country').notNull().default('CH'),
    origin: text('origin'),
    createdByUserId: uuid('created_by_user_id'),
    /**
     * What the search looks in, lower-cased once on write: "first last", company, e-mail, phone, city,
     * one per line (so a term never matches across two fields). One LIKE instead of seven ILIKEs.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(first_name, '') || ' ' || last_name || E'\\n' || coalesce(company_name, '') || E'\\n' || coalesce(email, '') || E'\\n' || coalesce(phone, '') || E'\\n' || coalesce(city, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('customers_company_number_key').on(t.companyId, t.number),
    unique('customers_company_id_key').on(t.companyId, t.id),
    index('customers_company_last_name_idx').on(t.companyId, t.lastName, t.id),
    index('customers_company_created_idx').on(t.companyId, t.createdAt),
    // The towns an address form suggests for a postcode (features/places).
    index('customers_company_zip_idx').on(t.companyId, t.zipCode),
    // A web inquiry finds the customer it comes from by e-mail address (ADR 056).
    index('customers_company_email_idx').on(t.companyId, t.email),
    // The platform admin's search by customer number across every company (features/admin-search).
    index('customers_number_idx').on(t.number),
    // The creator must be a user of the same company; the customer stays when that user is deleted.
    foreignKey({
      name: 'customers_created_by_fk',
      columns: [t.companyId, t.createdByUserId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('set null (created_by_user_id)' as 'set null'),
    check('customers_gender', oneOf(t.gender, GENDERS)),
    check('customers_customer_type', oneOf(t.customerType, CUSTOMER_TYPES)),
  ],
);
