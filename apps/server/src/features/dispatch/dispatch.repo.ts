import type { DispatchKind } from '@maxer/domain';
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contracts, customers, dispatchAssignments, users, vehicles } from '../../db/schema/index.ts';
import { customerName } from '../customers/index.ts';

/** How far before a range a job may start and still reach into it (a long move, a cleaning's days). */
const REACH_BACK = sql`interval '7 days'`;

const cleaningStart = sql`(${contracts.details}->'cleaningDetails'->>'startAt')::timestamptz`;

const customerJoin = and(
  eq(customers.companyId, contracts.companyId),
  eq(customers.id, contracts.customerId),
);

/**
 * The company's jobs with a relocation or a cleaning starting in `[from - 7 days, to)` (the caller keeps
 * those whose window reaches into the range): not archived, not rejected; or only those one person is
 * assigned to. The details are read as the few fields the board shows, not the whole document.
 */
export function jobsBetween(
  db: Db,
  companyId: string,
  range: { from: Date; to: Date; userId?: string; limit: number },
) {
  const from = sql`${range.from.toISOString()}::timestamptz - ${REACH_BACK}`;
  const to = sql`${range.to.toISOString()}::timestamptz`;
  const where: (SQL | undefined)[] = [
    eq(contracts.companyId, companyId),
    isNull(contracts.archivedAt),
    ne(contracts.status, 'REJECTED'),
    or(
      sql`${contracts.relocationStartAt} >= ${from} and ${contracts.relocationStartAt} < ${to}`,
      sql`${cleaningStart} >= ${from} and ${cleaningStart} < ${to}`,
    ),
  ];
  if (range.userId)
    where.push(
      sql`exists (select 1 from ${dispatchAssignments} where ${dispatchAssignments.companyId} = ${contracts.companyId} and ${dispatchAssignments.contractId} = ${contracts.id} and ${dispatchAssignments.userId} = ${range.userId})`,
    );
  return db
    .select({
      id: contracts.id,
      number: contracts.number,
      relocationStartAt: contracts.relocationStartAt,
      hours: sql<string | null>`${contracts.details}->'relocation'->>'hours'`,
      expectedTime: sql<string | null>`${contracts.details}->'relocation'->>'expectedTime'`,
      workers: sql<number | null>`(${contracts.details}->'relocationDetails'->>'workers')::int`,
      plannedVehicles: sql<number>`coalesce(jsonb_array_length(${contracts.details}->'relocationDetails'->'vehicleIds'), 0)::int`,
      relocationInfo: sql<string | null>`${contracts.details}->'relocationDetails'->>'extraInfo'`,
      cleaningStartAt: sql<string | null>`${contracts.details}->'cleaningDetails'->>'startAt'`,
      cleaningEndAt: sql<string | null>`${contracts.details}->'cleaningDetails'->>'endAt'`,
      cleaningInfo: sql<string | null>`${contracts.details}->'cleaningDetails'->>'extraInfo'`,
      moveOut: sql<Record<string, string | null> | null>`${contracts.details}->'moveOut'`,
      moveIn: sql<Record<string, string | null> | null>`${contracts.details}->'moveIn'`,
      customerName,
      customerPhone: customers.phone,
    })
    .from(contracts)
    .innerJoin(customers, customerJoin)
    .where(and(...where))
    .orderBy(asc(contracts.number))
    .limit(range.limit);
}
export type JobRow = Awaited<ReturnType<typeof jobsBetween>>[number];

/** One job of the company with what its parts' windows are made of (locked for a change of its crew). */
export async function jobTimes(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({
      relocationStartAt: contracts.relocationStartAt,
      hours: sql<string | null>`${contracts.details}->'relocation'->>'hours'`,
      expectedTime: sql<string | null>`${contracts.details}->'relocation'->>'expectedTime'`,
      cleaningStartAt: sql<string | null>`${contracts.details}->'cleaningDetails'->>'startAt'`,
      cleaningEndAt: sql<string | null>`${contracts.details}->'cleaningDetails'->>'endAt'`,
    })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)))
    .for('update');
  return row;
}

export interface AssignmentRow {
  part: DispatchKind;
  contractId: string | null;
  appointmentId: string | null;
  userId: string | null;
  vehicleId: string | null;
  name: string;
}

/** The assignments of the given jobs and appointments, with the names of their people and vehicles. */
export function assignmentsOf(
  db: Db,
  companyId: string,
  contractIds: readonly string[],
  appointmentIds: readonly string[],
): Promise<AssignmentRow[]> {
  const targets: SQL[] = [];
  if (contractIds.length > 0) targets.push(inArray(dispatchAssignments.contractId, [...contractIds]));
  if (appointmentIds.length > 0)
    targets.push(inArray(dispatchAssignments.appointmentId, [...appointmentIds]));
  if (targets.length === 0) return Promise.resolve([]);
  return db
    .select({
      part: dispatchAssignments.part,
      contractId: dispatchAssignments.contractId,
      appointmentId: dispatchAssignments.appointmentId,
      userId: dispatchAssignments.userId,
      vehicleId: dispatchAssignments.vehicleId,
      name: sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), ${vehicles.name})`,
    })
    .from(dispatchAssignments)
    .leftJoin(
      users,
      and(eq(users.companyId, dispatchAssignments.companyId), eq(users.id, dispatchAssignments.userId)),
    )
    .leftJoin(
      vehicles,
      and(
        eq(vehicles.companyId, dispatchAssignments.companyId),
        eq(vehicles.id, dispatchAssignments.vehicleId),
      ),
    )
    .where(and(eq(dispatchAssignments.companyId, companyId), or(...targets)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(vehicles.name), asc(dispatchAssignments.id));
}

/** Who can be assigned: the company's active people, by name. */
export function activePeople(db: Db, companyId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** The company's vehicles, by name. */
export function companyVehicles(db: Db, companyId: string) {
  return db
    .select({
      id: vehicles.id,
      name: vehicles.name,
      registrationNumber: vehicles.registrationNumber,
      borrowable: vehicles.borrowable,
    })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicles.name), asc(vehicles.id));
}

/** The company's active people among `ids` (an inactive one gets no new work). */
export async function activeUsersAmong(db: Db, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true), inArray(users.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Replaces the people (or only the vehicles) a job's part or an appointment has. */
export async function replaceAssignments(
  tx: Db,
  companyId: string,
  target: { part: DispatchKind; id: string },
  userIds: readonly string[] | null,
  vehicleIds: readonly string[],
): Promise<void> {
  const targetColumn =
    target.part === 'appointment' ? dispatchAssignments.appointmentId : dispatchAssignments.contractId;
  await tx
    .delete(dispatchAssignments)
    .where(
      and(
        eq(dispatchAssignments.companyId, companyId),
        eq(targetColumn, target.id),
        eq(dispatchAssignments.part, target.part),
      ),
    );
  const ref = target.part === 'appointment' ? { appointmentId: target.id } : { contractId: target.id };
  const rows = [
    ...(userIds ?? []).map((userId) => ({ companyId, part: target.part, ...ref, userId })),
    ...vehicleIds.map((vehicleId) => ({ companyId, part: target.part, ...ref, vehicleId })),
  ];
  if (rows.length > 0) await tx.insert(dispatchAssignments).values(rows);
}
