import type { AppointmentListQuery, AppointmentValues, Language } from '@maxer/domain';
import { and, asc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listPage, type SortColumns, sortOrder, windowTotal } from '../../db/list-page.ts';
import { appointmentEmployees, appointments, contracts, customers, users } from '../../db/schema/index.ts';
import { customerName } from '../customers/index.ts';

/** An appointment's end: its start plus its minutes. */
const endsAt = sql<Date>`${appointments.startsAt} + make_interval(mins => ${appointments.durationMinutes})`;

const columns = {
  id: appointments.id,
  kind: appointments.kind,
  startsAt: appointments.startsAt,
  durationMinutes: appointments.durationMinutes,
  location: appointments.location,
  customerId: appointments.customerId,
  customerName: sql<string | null>`case when ${customers.id} is null then null else ${customerName} end`,
  customerEmail: customers.email,
  contractId: appointments.contractId,
  contractNumber: contracts.number,
  notes: appointments.notes,
  copyToCustomer: appointments.copyToCustomer,
  sendByEmail: appointments.sendByEmail,
  sequence: appointments.sequence,
  sentAt: appointments.sentAt,
  reviewedAt: appointments.reviewedAt,
  createdAt: appointments.createdAt,
  updatedAt: appointments.updatedAt,
};

export interface AppointmentRow {
  id: string;
  kind: AppointmentValues['kind'];
  startsAt: Date;
  durationMinutes: number;
  location: string | null;
  customerId: string | null;
  customerName: string | null;
  customerEmail: string | null;
  contractId: string | null;
  contractNumber: number | null;
  notes: string | null;
  copyToCustomer: boolean;
  sendByEmail: boolean;
  sequence: number;
  sentAt: Date | null;
  reviewedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AppointmentPerson {
  appointmentId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}

const customerJoin = and(
  eq(customers.companyId, appointments.companyId),
  eq(customers.id, appointments.customerId),
);
const contractJoin = and(
  eq(contracts.companyId, appointments.companyId),
  eq(contracts.id, appointments.contractId),
);

export async function findAppointment(
  db: Db,
  companyId: string,
  id: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(appointments)
    .leftJoin(customers, customerJoin)
    .leftJoin(contracts, contractJoin)
    .where(and(eq(appointments.companyId, companyId), eq(appointments.id, id)));
  return row;
}

/** Locks the appointment's row for a change (two edits at once raise the sequence one after the other). */
export async function lockAppointment(tx: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.companyId, companyId), eq(appointments.id, id)))
    .for('update');
  return rows.length > 0;
}

/** The people of the given appointments, in one query (a page's, or one's). */
export function appointmentPeople(
  db: Db,
  companyId: string,
  ids: readonly string[],
): Promise<AppointmentPerson[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      appointmentId: appointmentEmployees.appointmentId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(appointmentEmployees)
    .innerJoin(
      users,
      and(eq(users.companyId, appointmentEmployees.companyId), eq(users.id, appointmentEmployees.userId)),
    )
    .where(
      and(
        eq(appointmentEmployees.companyId, companyId),
        inArray(appointmentEmployees.appointmentId, [...ids]),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

const SORTS: SortColumns = {
  startsAt: [appointments.startsAt, appointments.id],
  createdAt: [appointments.createdAt, appointments.id],
};

export async function listAppointments(db: Db, companyId: string, query: AppointmentListQuery) {
  const where: SQL[] = [eq(appointments.companyId, companyId)];
  // Overlapping the range: starts before it ends and ends after it starts. The start bound keeps the
  // index range short: nothing lasts longer than a day.
  if (query.to) where.push(lt(appointments.startsAt, new Date(query.to)));
  if (query.from) {
    const from = new Date(query.from);
    where.push(gt(appointments.startsAt, new Date(from.getTime() - 24 * 60 * 60 * 1000)));
    where.push(sql`${endsAt} > ${from}`);
  }
  if (query.customerId) where.push(eq(appointments.customerId, query.customerId));
  if (query.contractId) where.push(eq(appointments.contractId, query.contractId));
  if (query.employeeId)
    where.push(
      sql`exists (select 1 from ${appointmentEmployees} where ${appointmentEmployees.companyId} = ${appointments.companyId} and ${appointmentEmployees.appointmentId} = ${appointments.id} and ${appointmentEmployees.userId} = ${query.employeeId})`,
    );
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(${appointments.location} ilike ${pattern} or ${appointments.notes} ilike ${pattern} or ${customerName} ilike ${pattern})`,
    );
  }
  return listPage(
    db
      .select({ ...columns, total: windowTotal() })
      .from(appointments)
      .leftJoin(customers, customerJoin)
      .leftJoin(contracts, contractJoin)
      .where(and(...where))
      .$dynamic(),
    sortOrder(SORTS, query.sort),
    query,
  );
}

/** What a write stores of an appointment's values: the start as an instant, the people apart. */
export type StoredAppointment = Omit<AppointmentValues, 'employeeIds' | 'startsAt'> & { startsAt: Date };

export async function insertAppointment(
  tx: Db,
  row: StoredAppointment & {
    companyId: string;
    createdByUserId: string | null;
    language: Language;
    createdAt: Date;
  },
): Promise<string> {
  const [created] = await tx.insert(appointments).values(row).returning({ id: appointments.id });
  return created!.id;
}

export async function updateAppointment(
  tx: Db,
  companyId: string,
  id: string,
  values: Partial<StoredAppointment> & { sequence?: number; sentAt?: Date | null },
): Promise<void> {
  await tx
    .update(appointments)
    .set(values)
    .where(and(eq(appointments.companyId, companyId), eq(appointments.id, id)));
}

export async function deleteAppointment(tx: Db, companyId: string, id: string): Promise<void> {
  await tx.delete(appointments).where(and(eq(appointments.companyId, companyId), eq(appointments.id, id)));
}

/** The assigned people, replaced as a whole. */
export async function setAppointmentPeople(
  tx: Db,
  companyId: string,
  appointmentId: string,
  userIds: readonly string[],
): Promise<void> {
  await tx
    .delete(appointmentEmployees)
    .where(
      and(
        eq(appointmentEmployees.companyId, companyId),
        eq(appointmentEmployees.appointmentId, appointmentId),
      ),
    );
  if (userIds.length > 0)
    await tx
      .insert(appointmentEmployees)
      .values(userIds.map((userId) => ({ companyId, appointmentId, userId })));
}

/** The company's active users among `ids` (an inactive one cannot be given new work). */
export async function activeCompanyUsers(
  db: Db,
  companyId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true), inArray(users.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** The ids of a job's appointments (for its history), at most `limit`. */
export async function appointmentIdsOfContract(
  db: Db,
  companyId: string,
  contractId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.companyId, companyId), eq(appointments.contractId, contractId)))
    .orderBy(asc(appointments.startsAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The appointments overlapping a range, oldest first, for the dispatch board (or only those `userId`
 * is assigned to, or the one `id`), with the customer's phone for the crew. At most `limit`.
 */
export function boardAppointments(
  db: Db,
  companyId: string,
  range: { from: Date; to: Date; userId?: string; id?: string; limit: number },
) {
  const where: SQL[] = [
    eq(appointments.companyId, companyId),
    lt(appointments.startsAt, range.to),
    // Nothing lasts longer than a day: the start bound keeps the index range short.
    gt(appointments.startsAt, new Date(range.from.getTime() - 24 * 60 * 60 * 1000)),
    sql`${endsAt} > ${range.from}`,
  ];
  if (range.userId)
    where.push(
      sql`exists (select 1 from ${appointmentEmployees} where ${appointmentEmployees.companyId} = ${appointments.companyId} and ${appointmentEmployees.appointmentId} = ${appointments.id} and ${appointmentEmployees.userId} = ${range.userId})`,
    );
  if (range.id) where.push(eq(appointments.id, range.id));
  return db
    .select({
      id: appointments.id,
      kind: appointments.kind,
      startsAt: appointments.startsAt,
      durationMinutes: appointments.durationMinutes,
      location: appointments.location,
      notes: appointments.notes,
      customerName: sql<string | null>`case when ${customers.id} is null then null else ${customerName} end`,
      customerPhone: customers.phone,
      contractId: appointments.contractId,
      contractNumber: contracts.number,
    })
    .from(appointments)
    .leftJoin(customers, customerJoin)
    .leftJoin(contracts, contractJoin)
    .where(and(...where))
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(range.limit);
}
