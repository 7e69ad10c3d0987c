import type { DispatchKind } from '@maxer/domain';
import { and, asc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dispatchAssignments, users, vehicles } from '../../db/schema/index.ts';

/** The jobs one person is assigned to (a part of them), for "my jobs". */
export async function contractsAssignedTo(db: Db, companyId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: dispatchAssignments.contractId })
    .from(dispatchAssignments)
    .where(
      and(
        eq(dispatchAssignments.companyId, companyId),
        eq(dispatchAssignments.userId, userId),
        isNotNull(dispatchAssignments.contractId),
      ),
    );
  return rows.flatMap((row) => (row.id ? [row.id] : []));
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
