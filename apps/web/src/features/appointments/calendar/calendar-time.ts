import {
  type Appointment,
  type AppointmentKind,
  type CalendarJob,
  instantOfWallClock,
  wallClockIn,
} from '@maxer/domain';

/**
 * The calendar runs in UTC and is fed the company's wall clocks as if they were UTC ("UTC coercion"):
 * FullCalendar then shows the company's times whatever zone the browser is in, with no time zone
 * plugin. These turn its dates back into wall clocks and real instants.
 */
export const CALENDAR_ZONE = 'UTC';

/** The wall clock ('YYYY-MM-DDTHH:mm') a coerced calendar date stands for. */
export function wallClockOfCalendarDate(date: Date): string {
  return date.toISOString().slice(0, 16);
}

/** The real instant of a coerced calendar date in the company's zone. */
export function instantOfCalendarDate(date: Date, timeZone: string): Date {
  const instant = instantOfWallClock(wallClockOfCalendarDate(date), timeZone);
  if (!instant) throw new Error('A calendar date is always a wall clock');
  return instant;
}

/** Mantine colours by kind, so the legend and the events agree. */
export const KIND_COLORS: Record<AppointmentKind, string> = {
  viewing: 'blue',
  move: 'orange',
  cleaning: 'teal',
  handover: 'grape',
  other: 'gray',
};

export interface CalendarEventInput {
  id: string;
  title: string;
  start: string;
  end?: string;
  backgroundColor: string;
  borderColor: string;
  textColor?: string;
  editable?: boolean;
  classNames?: string[];
  extendedProps: { appointment: Appointment } | { contractId: string };
}

/** The outline of a job's move or cleaning, in the colour of the appointment kind of the same name. */
export const JOB_COLORS: Record<CalendarJob['kind'], string> = { move: 'orange', cleaning: 'teal' };

/**
 * A job's move or cleaning as a read-only event that opens the job: for as long as it occupies the
 * day, outlined in its kind's colour and filled with a tint of its custom status's colour.
 */
export function jobEventOf(job: CalendarJob, timeZone: string, title: string): CalendarEventInput {
  return {
    id: `${job.kind}-${job.contractId}`,
    title,
    start: wallClockIn(new Date(job.startsAt), timeZone),
    end: wallClockIn(new Date(job.endsAt), timeZone),
    backgroundColor: job.customStatus
      ? `color-mix(in srgb, ${job.customStatus.color} 30%, var(--mantine-color-body))`
      : 'var(--mantine-color-body)',
    borderColor: `var(--mantine-color-${JOB_COLORS[job.kind]}-6)`,
    textColor: 'var(--mantine-color-text)',
    editable: false,
    classNames: ['job'],
    extendedProps: { contractId: job.contractId },
  };
}

/** An appointment as a calendar event: its wall clocks in the company's zone, coloured by kind. */
export function calendarEventOf(
  appointment: Appointment,
  timeZone: string,
  title: string,
): CalendarEventInput {
  const color = `var(--mantine-color-${KIND_COLORS[appointment.kind]}-6)`;
  return {
    id: appointment._id,
    title,
    start: wallClockIn(new Date(appointment.startsAt), timeZone),
    end: wallClockIn(new Date(appointment.endsAt), timeZone),
    backgroundColor: color,
    borderColor: color,
    extendedProps: { appointment },
  };
}
