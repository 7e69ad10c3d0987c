import {
  addressLine,
  cleaningWindow,
  type DispatchAssignmentValues,
  type DispatchBoard,
  type DispatchItem,
  type DispatchKind,
  type DispatchRangeQuery,
  dispatchSummary,
  dispatchWarnings,
  type Language,
  type MyJobs,
  relocationWindow,
  type TimeWindow,
  windowsOverlap,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { vehicles } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, companyTimeZoneOf, type RequestContext } from '../../platform/auth/context.ts';
import { companyIdsIn } from '../../platform/company-references.ts';
import { AppError, type FieldError, notFound } from '../../platform/errors.ts';
import {
  type AppointmentsDeps,
  appointmentPeople,
  assignAppointmentPeople,
  boardAppointments,
} from '../appointments/index.ts';
import { type CrewJob, crewJobsBetween, lockJobTimes } from '../contracts/index.ts';
import {
  type AssignmentRow,
  activePeople,
  activeUsersAmong,
  assignmentsOf,
  companyVehicles,
  contractsAssignedTo,
  replaceAssignments,
} from './dispatch.repo.ts';

export type DispatchDeps = AppointmentsDeps;

/** A busy month of a large company fits; beyond that the board is the wrong tool. */
const MAX_JOBS = 2000;
const MAX_APPOINTMENTS = 2000;

interface Named {
  _id: string;
  name: string;
}

/** An item before its warnings: its window and who and what is on it. */
type Draft = Omit<DispatchItem, 'warnings'> & TimeWindow & { userIds: string[]; vehicleIds: string[] };

const number = (value: string | null) => (value === null ? null : Number(value));

/** The names on each item, by `<kind>:<id>`: the dispatch rows and the appointments' people. */
function assignedByKey(
  rows: readonly AssignmentRow[],
  appointmentRows: readonly { appointmentId: string; userId: string; firstName: string; lastName: string }[],
) {
  const byKey = new Map<string, { people: Named[]; vehicles: Named[] }>();
  const entry = (key: string) => {
    let found = byKey.get(key);
    if (!found) {
      found = { people: [], vehicles: [] };
      byKey.set(key, found);
    }
    return found;
  };
  for (const row of rows) {
    const key = `${row.part}:${row.contractId ?? row.appointmentId}`;
    if (row.userId) entry(key).people.push({ _id: row.userId, name: row.name });
    if (row.vehicleId) entry(key).vehicles.push({ _id: row.vehicleId, name: row.name });
  }
  for (const person of appointmentRows)
    entry(`appointment:${person.appointmentId}`).people.push({
      _id: person.userId,
      name: `${person.firstName} ${person.lastName}`.trim(),
    });
  return byKey;
}

function jobDrafts(job: CrewJob): Omit<Draft, 'people' | 'vehicles' | 'userIds' | 'vehicleIds'>[] {
  const drafts: Omit<Draft, 'people' | 'vehicles' | 'userIds' | 'vehicleIds'>[] = [];
  const common = {
    id: job.id,
    appointmentKind: null,
    contract: { _id: job.id, number: job.number },
    customer: { name: job.customerName, phone: job.customerPhone },
    address: addressLine(job.moveOut),
  };
  if (job.relocationStartAt) {
    const window = relocationWindow(job.relocationStartAt, {
      hours: number(job.hours),
      expectedTime: number(job.expectedTime),
    });
    drafts.push({
      ...common,
      ...window,
      key: `relocation:${job.id}`,
      kind: 'relocation',
      destination: addressLine(job.moveIn),
      notes: job.relocationInfo,
      plannedWorkers: job.workers,
      plannedVehicles: job.plannedVehicles,
    } as never);
  }
  if (job.cleaningStartAt) {
    const window = cleaningWindow(job.cleaningStartAt, job.cleaningEndAt);
    drafts.push({
      ...common,
      ...window,
      key: `cleaning:${job.id}`,
      kind: 'cleaning',
      destination: null,
      notes: job.cleaningInfo,
      plannedWorkers: null,
      plannedVehicles: 0,
    } as never);
  }
  return drafts;
}

/**
 * The items overlapping a range with their assignments and warnings, in a fixed number of queries
 * (jobs, appointments, their people, the dispatch rows), whatever the number of items.
 */
async function loadItems(
  db: Db,
  companyId: string,
  range: { from: Date; to: Date; userId?: string },
): Promise<DispatchItem[]> {
  const contractIds = range.userId ? await contractsAssignedTo(db, companyId, range.userId) : undefined;
  const [jobs, appointments] = await Promise.all([
    crewJobsBetween(db, companyId, { from: range.from, to: range.to, contractIds, limit: MAX_JOBS }),
    boardAppointments(db, companyId, { ...range, limit: MAX_APPOINTMENTS }),
  ]);
  const appointmentIds = appointments.map((row) => row.id);
  const [rows, people] = await Promise.all([
    assignmentsOf(
      db,
      companyId,
      jobs.map((job) => job.id),
      appointmentIds,
    ),
    appointmentPeople(db, companyId, appointmentIds),
  ]);
  const assigned = assignedByKey(rows, people);
  const bounds: TimeWindow = { startsAt: range.from, endsAt: range.to };

  const drafts: Draft[] = [];
  const complete = (draft: Omit<Draft, 'people' | 'vehicles' | 'userIds' | 'vehicleIds'>) => {
    const names = assigned.get(draft.key) ?? { people: [], vehicles: [] };
    drafts.push({
      ...draft,
      people: names.people,
      vehicles: names.vehicles,
      userIds: names.people.map((person) => person._id),
      vehicleIds: names.vehicles.map((vehicle) => vehicle._id),
    } as Draft);
  };
  for (const job of jobs)
    for (const draft of jobDrafts(job)) if (windowsOverlap(draft, bounds)) complete(draft);
  for (const row of appointments)
    complete({
      key: `appointment:${row.id}`,
      kind: 'appointment',
      id: row.id,
      appointmentKind: row.kind,
      contract:
        row.contractId && row.contractNumber !== null
          ? { _id: row.contractId, number: row.contractNumber }
          : null,
      customer: row.customerName !== null ? { name: row.customerName, phone: row.customerPhone } : null,
      address: row.location,
      destination: null,
      notes: row.notes,
      plannedWorkers: null,
      plannedVehicles: 0,
      startsAt: row.startsAt,
      endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000),
    } as never);

  // "My jobs": only the parts the person is on (a job's cleaning may have another crew than its move).
  const mine = range.userId ? drafts.filter((draft) => draft.userIds.includes(range.userId!)) : drafts;
  mine.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.key.localeCompare(b.key));
  const warnings = dispatchWarnings(mine);
  return mine.map(({ userIds: _u, vehicleIds: _v, startsAt, endsAt, ...item }) => ({
    ...item,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    warnings: warnings.get(item.key) ?? [],
  }));
}

export async function getDispatchBoard(
  deps: DispatchDeps,
  ctx: RequestContext,
  query: DispatchRangeQuery,
): Promise<DispatchBoard> {
  authorize(ctx, 'dispatch:read');
  const companyId = companyOf(ctx);
  const from = new Date(query.from);
  const to = new Date(query.to);
  const [items, people, vehicleRows] = await Promise.all([
    loadItems(deps.db, companyId, { from, to }),
    activePeople(deps.db, companyId),
    companyVehicles(deps.db, companyId),
  ]);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    timeZone: companyTimeZoneOf(ctx),
    items,
    people: people.map((person) => ({
      _id: person.id,
      name: `${person.firstName} ${person.lastName}`.trim(),
    })),
    vehicles: vehicleRows.map((vehicle) => ({
      _id: vehicle.id,
      name: vehicle.name,
      registrationNumber: vehicle.registrationNumber,
      borrowable: vehicle.borrowable,
    })),
    summary: dispatchSummary(items),
  };
}

/**
 * Sets who and what is on one job's part or one appointment, as a whole. People must be the company's
 * active users, vehicles the company's; a double booking or a short crew is answered as a warning,
 * never refused. An appointment's people are the appointment's own (its invitations follow).
 */
export async function assignDispatchItem(
  deps: DispatchDeps,
  ctx: RequestContext,
  kind: DispatchKind,
  id: string,
  values: DispatchAssignmentValues,
  language: Language,
): Promise<DispatchItem> {
  authorize(ctx, 'dispatch:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    if (kind !== 'appointment' && !(await windowOf(tx, companyId, kind, id))) throw notFound();
    const fields: Record<string, FieldError> = {};
    const [active, known] = await Promise.all([
      activeUsersAmong(tx, companyId, values.userIds),
      companyIdsIn(tx, vehicles, companyId, values.vehicleIds),
    ]);
    values.userIds.forEach((userId, index) => {
      if (!active.has(userId)) fields[`userIds.${index}`] = 'error_field_invalid';
    });
    values.vehicleIds.forEach((vehicleId, index) => {
      if (!known.has(vehicleId)) fields[`vehicleIds.${index}`] = 'error_field_invalid';
    });
    if (Object.keys(fields).length > 0) throw new AppError('error_validation', { fields });
    await recordCrewChange(tx, ctx, companyId, kind, id, values);
    if (kind === 'appointment') {
      if (!(await assignAppointmentPeople(deps, tx, ctx, companyId, id, values.userIds, language)))
        throw notFound();
      await replaceAssignments(tx, companyId, { part: kind, id }, null, values.vehicleIds);
    } else {
      await replaceAssignments(tx, companyId, { part: kind, id }, values.userIds, values.vehicleIds);
    }
  });
  // The item as the board now shows it: its warnings against every item its window overlaps.
  const window = (await windowOf(deps.db, companyId, kind, id))!;
  const items = await loadItems(deps.db, companyId, { from: window.startsAt, to: window.endsAt });
  const item = items.find((candidate) => candidate.key === `${kind}:${id}`);
  if (!item) throw notFound();
  return item;
}

/**
 * The change of a job's crew or vehicles in its activities (shown as an edit in the job's history); an
 * appointment's vehicles in the appointment's (its people are recorded by the appointment's own change).
 */
async function recordCrewChange(
  tx: Db,
  ctx: RequestContext,
  companyId: string,
  kind: DispatchKind,
  id: string,
  values: DispatchAssignmentValues,
): Promise<void> {
  const rows = (
    await assignmentsOf(tx, companyId, kind === 'appointment' ? [] : [id], kind === 'appointment' ? [id] : [])
  ).filter((row) => row.part === kind);
  const sorted = (ids: readonly (string | null)[]) =>
    ids.filter((value): value is string => value !== null).sort();
  const was = {
    people: sorted(rows.map((row) => row.userId)),
    vehicles: sorted(rows.map((row) => row.vehicleId)),
  };
  const now = {
    people: kind === 'appointment' ? was.people : sorted(values.userIds),
    vehicles: sorted(values.vehicleIds),
  };
  const prefix = kind === 'appointment' ? '' : kind;
  const name = (what: 'people' | 'vehicles') =>
    prefix
      ? `${prefix}${what === 'people' ? 'Crew' : 'Vehicles'}`
      : what === 'people'
        ? 'crew'
        : 'vehicleIds';
  const changes: Record<string, [unknown, unknown]> = {};
  for (const what of ['people', 'vehicles'] as const)
    if (JSON.stringify(was[what]) !== JSON.stringify(now[what])) changes[name(what)] = [was[what], now[what]];
  await recordActivity(tx, ctx, companyId, {
    entityType: kind === 'appointment' ? 'appointment' : 'contract',
    entityId: id,
    action: 'update',
    changes,
  });
}

/** When a job's part or an appointment takes place; null when it is not the company's or has no date. */
async function windowOf(
  db: Db,
  companyId: string,
  kind: DispatchKind,
  id: string,
): Promise<TimeWindow | null> {
  if (kind === 'appointment') {
    const [row] = await boardAppointments(db, companyId, {
      from: new Date(0),
      to: new Date('9999-12-31T00:00:00Z'),
      id,
      limit: 1,
    });
    return row
      ? { startsAt: row.startsAt, endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000) }
      : null;
  }
  const job = await lockJobTimes(db, companyId, id);
  if (kind === 'relocation')
    return job?.relocationStartAt
      ? relocationWindow(job.relocationStartAt, {
          hours: number(job.hours),
          expectedTime: number(job.expectedTime),
        })
      : null;
  return job?.cleaningStartAt ? cleaningWindow(job.cleaningStartAt, job.cleaningEndAt) : null;
}

/** The signed-in person's own jobs and appointments in a range (a platform admin has none). */
export async function getMyJobs(
  deps: DispatchDeps,
  ctx: RequestContext,
  query: DispatchRangeQuery,
): Promise<MyJobs> {
  authorize(ctx, 'dispatch:read-own');
  const companyId = companyOf(ctx);
  const timeZone = companyTimeZoneOf(ctx);
  if (ctx.actor.type !== 'user') return { timeZone, items: [] };
  const items = await loadItems(deps.db, companyId, {
    from: new Date(query.from),
    to: new Date(query.to),
    userId: ctx.actor.id,
  });
  return { timeZone, items };
}
