import {
  APPOINTMENT_MIN_LEAD_MS,
  type Appointment,
  type AppointmentListQuery,
  type AppointmentValues,
  addressLine,
  type Language,
  type Page,
  parseContractDetails,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import type { CalendarSync } from '../../platform/calendar-sync.ts';
import { companyHas } from '../../platform/company-references.ts';
import { AppError, type FieldError, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { WebhookEvents } from '../../platform/webhook-events.ts';
import { findContract } from '../contracts/index.ts';
import {
  type AppointmentPerson,
  type AppointmentRow,
  activeCompanyUsers,
  appointmentPeople,
  deleteAppointment,
  findAppointment,
  insertAppointment,
  listAppointments,
  lockAppointment,
  type StoredAppointment,
  setAppointmentPeople,
  updateAppointment,
} from './appointments.repo.ts';
import { inviteesOf, sendInvitations } from './invitation-sending.ts';

export interface AppointmentsDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** The address invitations come from (MAIL_FROM): the organiser of the events. */
  mailFrom: string;
  /** Connected calendars (Google) hear of every create, change and delete. */
  calendarSync: CalendarSync;
  /** So do the company's webhook endpoints (ADR 053): a deleted appointment is `appointment.cancelled`. */
  webhooks: WebhookEvents;
}

/** What `appointment.*` webhook events carry (ADR 053). */
function appointmentEvent(
  id: string,
  values: { kind: string; startsAt: string | Date; contractId?: string | null; customerId?: string | null },
) {
  const startsAt = new Date(values.startsAt).toISOString();
  return {
    id,
    kind: values.kind,
    startsAt,
    contractId: values.contractId ?? null,
    customerId: values.customerId ?? null,
  };
}

const ENTITY = 'appointment';

function toAppointment(row: AppointmentRow, people: readonly AppointmentPerson[]): Appointment {
  return {
    _id: row.id,
    kind: row.kind,
    startsAt: row.startsAt.toISOString(),
    endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
    durationMinutes: row.durationMinutes,
    location: row.location,
    customer:
      row.customerId && row.customerName !== null
        ? { _id: row.customerId, name: row.customerName, email: row.customerEmail }
        : null,
    contract:
      row.contractId && row.contractNumber !== null
        ? { _id: row.contractId, number: row.contractNumber }
        : null,
    employees: people
      .filter((person) => person.appointmentId === row.id)
      .map((person) => ({
        _id: person.userId,
        name: `${person.firstName} ${person.lastName}`.trim(),
        email: person.email,
      })),
    notes: row.notes,
    copyToCustomer: row.copyToCustomer,
    sendByEmail: row.sendByEmail,
    sequence: row.sequence,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function load(db: Db, companyId: string, id: string): Promise<Appointment | null> {
  const row = await findAppointment(db, companyId, id);
  if (!row) return null;
  return toAppointment(row, await appointmentPeople(db, companyId, [id]));
}

export async function listCompanyAppointments(
  deps: AppointmentsDeps,
  ctx: RequestContext,
  query: AppointmentListQuery,
): Promise<Page<Appointment>> {
  authorize(ctx, 'appointment:read');
  const companyId = companyOf(ctx);
  const { items, total } = await listAppointments(deps.db, companyId, query);
  const people = await appointmentPeople(
    deps.db,
    companyId,
    items.map((row) => row.id),
  );
  return {
    items: items.map((row) => toAppointment(row, people)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getAppointment(
  deps: AppointmentsDeps,
  ctx: RequestContext,
  id: string,
): Promise<Appointment> {
  authorize(ctx, 'appointment:read');
  const appointment = await load(deps.db, companyOf(ctx), id);
  if (!appointment) throw notFound();
  return appointment;
}

/** The one-hour rule (spec §5): a new or moved appointment starts more than an hour from now. */
function assertLeadTime(startsAt: string, now: Date): void {
  if (new Date(startsAt).getTime() - now.getTime() <= APPOINTMENT_MIN_LEAD_MS) {
    throw new AppError('error_appointment_too_soon', { fields: { startsAt: 'error_appointment_too_soon' } });
  }
}

/**
 * The references checked against the company's own records (another company's id reads as unknown,
 * ADR 023): the customer, the job (whose customer and move-out address fill what is left empty), the
 * people (active users of the company).
 */
async function resolve(tx: Db, companyId: string, values: AppointmentValues): Promise<AppointmentValues> {
  const fields: Record<string, FieldError> = {};
  let { customerId, location } = values;
  if (values.contractId) {
    const contract = await findContract(tx, companyId, values.contractId);
    if (!contract) fields.contractId = 'error_field_invalid';
    else {
      if (customerId && customerId !== contract.customer.id) fields.customerId = 'error_field_invalid';
      customerId = customerId ?? contract.customer.id;
      location = location ?? addressLine(parseContractDetails(contract.details).moveOut);
    }
  }
  if (values.customerId && !(await companyHas(tx, customers, companyId, values.customerId)))
    fields.customerId = 'error_field_invalid';
  const active = await activeCompanyUsers(tx, companyId, values.employeeIds);
  values.employeeIds.forEach((id, index) => {
    if (!active.has(id)) fields[`employeeIds.${index}`] = 'error_field_invalid';
  });
  if (Object.keys(fields).length > 0) throw new AppError('error_validation', { fields });
  return { ...values, customerId, location };
}

/** The values as stored: the start as an instant, the people apart. */
function stored(values: AppointmentValues): StoredAppointment {
  const { employeeIds: _, startsAt, ...rest } = values;
  return { ...rest, startsAt: new Date(startsAt) };
}

/** What of an appointment the office changes, as recorded in its activities. */
type Editable = Record<string, unknown>;

function editable(appointment: Appointment): Editable {
  return {
    kind: appointment.kind,
    startsAt: appointment.startsAt,
    durationMinutes: appointment.durationMinutes,
    location: appointment.location,
    customerId: appointment.customer?._id ?? null,
    contractId: appointment.contract?._id ?? null,
    employeeIds: appointment.employees.map((person) => person._id).sort(),
    notes: appointment.notes,
    copyToCustomer: appointment.copyToCustomer,
    sendByEmail: appointment.sendByEmail,
  };
}

function editableOf(values: AppointmentValues): Editable {
  return {
    ...values,
    startsAt: new Date(values.startsAt).toISOString(),
    employeeIds: [...values.employeeIds].sort(),
  };
}

export async function createAppointment(
  deps: AppointmentsDeps,
  ctx: RequestContext,
  input: AppointmentValues,
  language: Language,
): Promise<Appointment> {
  authorize(ctx, 'appointment:write');
  const companyId = companyOf(ctx);
  const now = deps.now();
  assertLeadTime(input.startsAt, now);
  const id = await deps.db.transaction(async (tx) => {
    const values = await resolve(tx, companyId, input);
    const id = await insertAppointment(tx, {
      ...stored(values),
      language,
      // The app's clock, like the rules above (the reminders compare it with the start).
      createdAt: now,
      companyId,
      createdByUserId: ctx.actor.type === 'user' ? ctx.actor.id : null,
    });
    await setAppointmentPeople(tx, companyId, id, values.employeeIds);
    await deps.calendarSync.changed(tx, companyId, { source: 'appointment', id });
    await deps.webhooks.publish(tx, companyId, 'appointment.created', appointmentEvent(id, values));
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'create',
      changes: Object.fromEntries(
        Object.entries(editableOf(values)).map(([key, value]) => [key, [null, value]]),
      ),
    });
    if (values.sendByEmail) {
      const appointment = (await load(tx, companyId, id))!;
      await sendInvitations(deps, tx, companyId, appointment, 'new', inviteesOf(appointment), language);
      await updateAppointment(tx, companyId, id, { sentAt: now });
    }
    return id;
  });
  return getAppointment(deps, ctx, id);
}

/**
 * A change: the one-hour rule holds when the start moves; with "send by e-mail" every invitee gets the
 * update (SEQUENCE raised), and whoever is no longer invited (a person taken off, the customer's copy
 * switched off) gets the cancellation.
 */
export async function changeAppointment(
  deps: AppointmentsDeps,
  ctx: RequestContext,
  id: string,
  input: AppointmentValues,
  language: Language,
): Promise<Appointment> {
  authorize(ctx, 'appointment:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction((tx) => applyChange(deps, tx, ctx, companyId, id, input, language));
  return getAppointment(deps, ctx, id);
}

async function applyChange(
  deps: AppointmentsDeps,
  tx: Db,
  ctx: RequestContext,
  companyId: string,
  id: string,
  input: AppointmentValues,
  language: Language,
): Promise<void> {
  const now = deps.now();
  if (!(await lockAppointment(tx, companyId, id))) throw notFound();
  const row = (await findAppointment(tx, companyId, id))!;
  const before = toAppointment(row, await appointmentPeople(tx, companyId, [id]));
  if (new Date(before.startsAt).getTime() !== new Date(input.startsAt).getTime())
    assertLeadTime(input.startsAt, now);
  const values = await resolve(tx, companyId, input);
  const was = editable(before);
  const changes = Object.fromEntries(
    Object.entries(editableOf(values))
      .filter(([key, value]) => JSON.stringify(was[key]) !== JSON.stringify(value))
      .map(([key, value]): [string, [unknown, unknown]] => [key, [was[key], value]]),
  );
  if (Object.keys(changes).length === 0) return;
  const wasSent = row.sentAt !== null;
  const sending = values.sendByEmail;
  await updateAppointment(tx, companyId, id, {
    ...stored(values),
    ...(sending && wasSent ? { sequence: before.sequence + 1 } : {}),
    ...(sending ? { sentAt: now } : {}),
  });
  await setAppointmentPeople(tx, companyId, id, values.employeeIds);
  await recordActivity(tx, ctx, companyId, { entityType: ENTITY, entityId: id, action: 'update', changes });
  await deps.calendarSync.changed(tx, companyId, { source: 'appointment', id });
  await deps.webhooks.publish(tx, companyId, 'appointment.updated', appointmentEvent(id, values));
  if (!sending) return;
  const after = (await load(tx, companyId, id))!;
  const invitees = inviteesOf(after);
  await sendInvitations(deps, tx, companyId, after, wasSent ? 'changed' : 'new', invitees, language);
  if (wasSent) {
    const still = new Set(invitees.map((invitee) => invitee.email));
    const dropped = inviteesOf(before).filter((invitee) => !still.has(invitee.email));
    await sendInvitations(deps, tx, companyId, after, 'cancelled', dropped, language);
  }
}

/**
 * The dispatch board's change of an appointment's people, in the caller's transaction: the same change
 * as the appointment's own form (recorded; with "send by e-mail" the new people are invited and those
 * taken off get the cancellation). The caller authorizes. False when the appointment is not the company's.
 */
export async function assignAppointmentPeople(
  deps: AppointmentsDeps,
  tx: Db,
  ctx: RequestContext,
  companyId: string,
  id: string,
  userIds: readonly string[],
  language: Language,
): Promise<boolean> {
  if (!(await lockAppointment(tx, companyId, id))) return false;
  const current = (await load(tx, companyId, id))!;
  await applyChange(
    deps,
    tx,
    ctx,
    companyId,
    id,
    {
      kind: current.kind,
      startsAt: current.startsAt,
      durationMinutes: current.durationMinutes,
      location: current.location,
      customerId: current.customer?._id ?? null,
      contractId: current.contract?._id ?? null,
      employeeIds: [...new Set(userIds)],
      notes: current.notes,
      copyToCustomer: current.copyToCustomer,
      sendByEmail: current.sendByEmail,
    },
    language,
  );
  return true;
}

/** Deleting an appointment whose invitations went out cancels it in every invitee's calendar. */
export async function removeAppointment(
  deps: AppointmentsDeps,
  ctx: RequestContext,
  id: string,
  language: Language,
): Promise<void> {
  authorize(ctx, 'appointment:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    if (!(await lockAppointment(tx, companyId, id))) throw notFound();
    const row = (await findAppointment(tx, companyId, id))!;
    const before = toAppointment(row, await appointmentPeople(tx, companyId, [id]));
    if (row.sentAt) {
      const cancelled = { ...before, sequence: before.sequence + 1 };
      await sendInvitations(deps, tx, companyId, cancelled, 'cancelled', inviteesOf(before), language);
    }
    await deleteAppointment(tx, companyId, id);
    await deps.calendarSync.changed(tx, companyId, { source: 'appointment', id });
    await deps.webhooks.publish(tx, companyId, 'appointment.cancelled', appointmentEvent(id, row));
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'delete',
      changes: Object.fromEntries(
        Object.entries(editable(before)).map(([key, value]) => [key, [value, null]]),
      ),
    });
  });
}
