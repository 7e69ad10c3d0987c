import { DISPATCH_KINDS } from '@maxer/domain';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { appointments } from './appointments.ts';
import { id, oneOf } from './columns.ts';
import { contracts } from './contracts.ts';
import { vehicles } from './workspace.ts';

/**
 * The dispatch board's assignments (issue 17; ADR 045): one row puts a person or a vehicle on a
 * contract's relocation or cleaning (`part`), or a vehicle on an appointment (an appointment's people
 * stay in `appointment_employees`, where its invitations read them). Company-scoped keys: the database
 * refuses another company's person, vehicle, contract or appointment; a removed one takes its rows along.
 */
export const dispatchAssignments = pgTable(
  'dispatch_assignments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    part: text('part', { enum: DISPATCH_KINDS }).notNull(),
    contractId: uuid('contract_id'),
    appointmentId: uuid('appointment_id'),
    userId: uuid('user_id'),
    vehicleId: uuid('vehicle_id'),
  },
  (t) => [
    check('dispatch_assignments_part', oneOf(t.part, DISPATCH_KINDS)),
    // A person or a vehicle, never both, never neither.
    check('dispatch_assignments_one_resource', sql`num_nonnulls(${t.userId}, ${t.vehicleId}) = 1`),
    // A job's part names its contract; an appointment's row its appointment, and a vehicle only.
    check(
      'dispatch_assignments_target',
      sql`case when ${t.part} = 'appointment' then ${t.appointmentId} is not null and ${t.contractId} is null and ${t.userId} is null else ${t.contractId} is not null and ${t.appointmentId} is null end`,
    ),
    uniqueIndex('dispatch_assignments_contract_user_key')
      .on(t.contractId, t.part, t.userId)
      .where(sql`${t.contractId} is not null and ${t.userId} is not null`),
    uniqueIndex('dispatch_assignments_contract_vehicle_key')
      .on(t.contractId, t.part, t.vehicleId)
      .where(sql`${t.contractId} is not null and ${t.vehicleId} is not null`),
    uniqueIndex('dispatch_assignments_appointment_vehicle_key')
      .on(t.appointmentId, t.vehicleId)
      .where(sql`${t.appointmentId} is not null`),
    // The board reads a range's jobs' rows by company and job; "my jobs" one person's.
    index('dispatch_assignments_contract_idx').on(t.companyId, t.contractId),
    index('dispatch_assignments_appointment_idx').on(t.companyId, t.appointmentId),
    index('dispatch_assignments_user_idx').on(t.companyId, t.userId),
    index('dispatch_assignments_vehicle_idx').on(t.companyId, t.vehicleId),
    foreignKey({
      name: 'dispatch_assignments_contract_fk',
      columns: [t.companyId, t.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'dispatch_assignments_appointment_fk',
      columns: [t.companyId, t.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'dispatch_assignments_user_fk',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'dispatch_assignments_vehicle_fk',
      columns: [t.companyId, t.vehicleId],
      foreignColumns: [vehicles.companyId, vehicles.id],
    }).onDelete('cascade'),
  ],
);
