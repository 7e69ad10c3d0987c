import { z } from 'zod';

/**
 * Appointments (spec §3 "Appointment"; issue 17): a viewing before the offer, the move itself, the
 * cleaning, the handover of the flat, or anything else, at a time, for a number of minutes, at a place,
 * with the company's people assigned. Stored in UTC; shown in the company's time zone.
 */
export const APPOINTMENT_KINDS = ['viewing', 'move', 'cleaning', 'handover', 'other'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

/** 15 minutes to a whole day (issue 17). */
export const APPOINTMENT_MIN_MINUTES = 15;
export const APPOINTMENT_MAX_MINUTES = 24 * 60;
/** At most this many people on one appointment (a large move's crew and the office). */
export const APPOINTMENT_MAX_EMPLOYEES = 30;

const invalid = { error: 'error_field_invalid' } as const;
const optionalText = (max: number) =>
  z
    .string(invalid)
    .trim()
    .max(max, invalid)
    .nullish()
    .transform((value) => value || null);

/** An appointment as the office enters it; the same schema checks the form and the API. */
export const appointmentInputSchema = z.object({
  kind: z.enum(APPOINTMENT_KINDS, invalid),
  /** The start, an instant (ISO 8601 with offset); more than an hour ahead when set or moved. */
  startsAt: z.iso.datetime({ offset: true, error: 'error_field_required' }),
  durationMinutes: z
    .number(invalid)
    .int(invalid)
    .min(APPOINTMENT_MIN_MINUTES, invalid)
    .max(APPOINTMENT_MAX_MINUTES, invalid),
  /** Where: an address as one line ("Bahnhofstrasse 1, 8001 Zürich"); the job's address by default. */
  location: optionalText(300),
  customerId: z
    .uuid(invalid)
    .nullish()
    .transform((value) => value ?? null),
  contractId: z
    .uuid(invalid)
    .nullish()
    .transform((value) => value ?? null),
  employeeIds: z
    .array(z.uuid(invalid), invalid)
    .max(APPOINTMENT_MAX_EMPLOYEES, invalid)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  notes: optionalText(2000),
  /** The customer gets the invitation too (with `sendByEmail`). */
  copyToCustomer: z.boolean(invalid).default(false),
  /** Invitations by e-mail (with an .ics) to the assigned people, now and after every change. */
  sendByEmail: z.boolean(invalid).default(false),
});
export type AppointmentInput = z.input<typeof appointmentInputSchema>;
export type AppointmentValues = z.output<typeof appointmentInputSchema>;

export const appointmentSchema = z.object({
  _id: z.string(),
  kind: z.enum(APPOINTMENT_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string().nullable() }).nullable(),
  contract: z.object({ _id: z.string(), number: z.number().int() }).nullable(),
  employees: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
  notes: z.string().nullable(),
  copyToCustomer: z.boolean(),
  sendByEmail: z.boolean(),
  /** Raised on every change sent out (the invitations' SEQUENCE). */
  sequence: z.number().int(),
  /** When the customer's review of it came in (spec §4 REVIEWED; the reviews issue sets it). */
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export {
  APPOINTMENT_SORTS,
  type AppointmentListQuery,
  appointmentListQuerySchema,
} from './appointment-list-query.ts';
