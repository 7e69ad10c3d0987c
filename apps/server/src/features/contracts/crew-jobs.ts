import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contracts, customers } from '../../db/schema/index.ts';
import { customerName } from '../customers/index.ts';
import { JOB_REACH_BACK_MS } from './jobs-between.ts';

const cleaningStart = sql`(${contracts.details}->'cleaningDetails'->>'startAt')::timestamptz`;

const customerJoin = and(
  eq(customers.companyId, contracts.companyId),
  eq(customers.id, contracts.customerId),
);

/**
 * The company's jobs with a relocation or a cleaning starting in `[from - JOB_REACH_BACK_MS, to)` (the caller keeps
 * those whose window reaches into the range): not archived, not rejected; or only those of
 * `contractIds` (one person's, on "my jobs"). The details are read as the few fields a crew needs
 * (the dispatch board), not the whole document.
 */
export function crewJobsBetween(
  db: Db,
  companyId: string,
  range: { from: Date; to: Date; contractIds?: readonly string[]; limit: number },
) {
  const from = sql`${new Date(range.from.getTime() - JOB_REACH_BACK_MS).toISOString()}::timestamptz`;
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
  if (range.contractIds) where.push(inArray(contracts.id, [...range.contractIds]));
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
export type CrewJob = Awaited<ReturnType<typeof crewJobsBetween>>[number];

/** One job of the company with what its parts' windows are made of (locked for a change of its crew). */
export async function lockJobTimes(db: Db, companyId: string, id: string) {
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
