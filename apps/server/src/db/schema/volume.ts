import { VOLUME_ROOMS } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';
import { contracts } from './contracts.ts';

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
/** m³ with two decimals, read as a number (the domain checks the two places before writing). */
const m3 = (name: string) => numeric(name, { precision: 8, scale: 2, mode: 'number' });

/** The company's household items with their typical volume, by room (the volume calculator, ADR 055). */
export const volumeItems = pgTable(
  'volume_items',
  {
    id: id(),
    companyId: companyId(),
    room: text('room', { enum: VOLUME_ROOMS }).notNull(),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull().default(''),
    volumeM3: m3('volume_m3').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('volume_items_company_id_key').on(t.companyId, t.id),
    index('volume_items_company_room_idx').on(t.companyId, t.room, t.nameDe),
    check('volume_items_room', oneOf(t.room, VOLUME_ROOMS)),
    check('volume_items_volume', sql`${t.volumeM3} > 0`),
  ],
);

/**
 * The company's rules from volume to crew. The row exists once the company's catalogue was seeded
 * (lazily, on the first read): a company that deleted every item is not seeded again (ADR 055).
 */
export const volumeSettings = pgTable(
  'volume_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    vehicleCapacityM3: m3('vehicle_capacity_m3').notNull(),
    m3PerWorker: m3('m3_per_worker').notNull(),
    minWorkers: integer('min_workers').notNull(),
    m3PerWorkerHour: m3('m3_per_worker_hour').notNull(),
    minHours: m3('min_hours').notNull(),
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'volume_settings_positive',
      sql`${t.vehicleCapacityM3} > 0 and ${t.m3PerWorker} > 0 and ${t.minWorkers} >= 1 and ${t.m3PerWorkerHour} > 0 and ${t.minHours} >= 0`,
    ),
  ],
);

/**
 * A contract's inventory: the pieces counted per room, copied from the catalogue when counted, so a
 * later change of the catalogue leaves the contract as agreed. Replaced as a whole with the contract.
 */
export const contractInventoryLines = pgTable(
  'contract_inventory_lines',
  {
    id: id(),
    companyId: companyId(),
    contractId: uuid('contract_id').notNull(),
    position: integer('position').notNull(),
    room: text('room', { enum: VOLUME_ROOMS }).notNull(),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull().default(''),
    volumeM3: m3('volume_m3').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    unique('contract_inventory_lines_position_key').on(t.companyId, t.contractId, t.position),
    foreignKey({
      name: 'contract_inventory_lines_contract_fk',
      columns: [t.companyId, t.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }).onDelete('cascade'),
    check('contract_inventory_lines_room', oneOf(t.room, VOLUME_ROOMS)),
    check('contract_inventory_lines_amounts', sql`${t.volumeM3} > 0 and ${t.count} > 0`),
  ],
);
