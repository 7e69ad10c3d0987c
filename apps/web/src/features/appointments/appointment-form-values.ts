import { type Appointment, type AppointmentKind, instantOfWallClock, wallClockIn } from '@maxer/domain';

/** The appointment form as the office fills it: the start as a wall clock in the company's zone. */
export interface AppointmentFormValues {
  kind: AppointmentKind;
  /** 'YYYY-MM-DDTHH:mm' in the company's zone ('' while empty). */
  startsAt: string;
  durationMinutes: number | string;
  location: string;
  customerId: string | null;
  customerName: string;
  contractId: string | null;
  employeeIds: string[];
  notes: string;
  copyToCustomer: boolean;
  sendByEmail: boolean;
}

/** What a new appointment starts as: a viewing of an hour, tomorrow at 08:00, linked as asked. */
export function newAppointmentValues(
  timeZone: string,
  now: Date,
  link: { customerId?: string; customerName?: string; contractId?: string } = {},
): AppointmentFormValues {
  const tomorrow = wallClockIn(new Date(now.getTime() + 24 * 3_600_000), timeZone).slice(0, 10);
  return {
    kind: 'viewing',
    startsAt: `${tomorrow}T08:00`,
    durationMinutes: 60,
    location: '',
    customerId: link.customerId ?? null,
    customerName: link.customerName ?? '',
    contractId: link.contractId ?? null,
    employeeIds: [],
    notes: '',
    copyToCustomer: false,
    sendByEmail: false,
  };
}

export function appointmentFormValues(appointment: Appointment, timeZone: string): AppointmentFormValues {
  return {
    kind: appointment.kind,
    startsAt: wallClockIn(new Date(appointment.startsAt), timeZone),
    durationMinutes: appointment.durationMinutes,
    location: appointment.location ?? '',
    customerId: appointment.customer?._id ?? null,
    customerName: appointment.customer?.name ?? '',
    contractId: appointment.contract?._id ?? null,
    employeeIds: appointment.employees.map((person) => person._id),
    notes: appointment.notes ?? '',
    copyToCustomer: appointment.copyToCustomer,
    sendByEmail: appointment.sendByEmail,
  };
}

/** The schema's input: the wall clock as the instant it is in the company's zone. */
export function appointmentInput(values: AppointmentFormValues, timeZone: string) {
  const { customerName: _, startsAt, durationMinutes, ...rest } = values;
  const instant = startsAt ? instantOfWallClock(startsAt, timeZone) : null;
  return {
    ...rest,
    startsAt: instant ? instant.toISOString() : '',
    durationMinutes: typeof durationMinutes === 'number' ? durationMinutes : Number.NaN,
  };
}
