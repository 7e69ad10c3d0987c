import type { LabelLanguage } from '@maxer/domain';
import { QUESTION_TYPES, SERVICE_TYPES } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';

export type Labels = Record<LabelLanguage, string>;

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** The company's vehicles (vans, lorries); "borrowable" ones may be lent out. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    registrationNumber: text('registration_number'),
    model: text('model'),
    manufacturer: text('manufacturer'),
    borrowable: boolean('borrowable').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('vehicles_company_id_key').on(t.companyId, t.id),
    index('vehicles_company_name_idx').on(t.companyId, t.name),
  ],
);

/** The product catalogue: contract and invoice lines of type product pick from it. */
export const items = pgTable(
  'items',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** In Rappen/cents. */
    priceCents: integer('price_cents').notNull(),
    unit: text('unit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('items_company_id_key').on(t.companyId, t.id),
    index('items_company_name_idx').on(t.companyId, t.name),
    check('items_price_cents', sql`${t.priceCents} >= 0`),
  ],
);

/** A tree of services the company offers; never edited after creation, only deleted (spec §5). */
export const services = pgTable(
  'services',
  {
    id: id(),
    companyId: companyId(),
    parentId: uuid('parent_id'),
    labels: jsonb('labels').$type<Labels>().notNull(),
    type: text('type', { enum: SERVICE_TYPES }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('services_company_id_key').on(t.companyId, t.id),
    index('services_company_parent_idx').on(t.companyId, t.parentId, t.position),
    // A parent of another company cannot be named; deleting a parent deletes its sub-services.
    foreignKey({
      name: 'services_parent_fk',
      columns: [t.companyId, t.parentId],
      foreignColumns: [t.companyId, t.id] as [AnyPgColumn, AnyPgColumn],
    }).onDelete('cascade'),
    check('services_type', oneOf(t.type, SERVICE_TYPES)),
  ],
);

export interface QuestionOption {
  value: string;
  labels: Labels;
}

/** Questions every contract asks (e.g. "Is there a lift?"); created and deleted, reordered, never edited. */
export const contractQuestions = pgTable(
  'contract_questions',
  {
    id: id(),
    companyId: companyId(),
    labels: jsonb('labels').$type<Labels>().notNull(),
    type: text('type', { enum: QUESTION_TYPES }).notNull(),
    options: jsonb('options').$type<QuestionOption[]>().notNull().default([]),
    defaultValue: text('default_value'),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('contract_questions_company_id_key').on(t.companyId, t.id),
    index('contract_questions_company_position_idx').on(t.companyId, t.position),
    check('contract_questions_type', oneOf(t.type, QUESTION_TYPES)),
  ],
);

/** A company's own labels for contracts (name and colour), beside the fixed status. */
export const contractStatuses = pgTable(
  'contract_statuses',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('contract_statuses_company_id_key').on(t.companyId, t.id),
    index('contract_statuses_company_name_idx').on(t.companyId, t.name),
    check('contract_statuses_color', sql`${t.color} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);
