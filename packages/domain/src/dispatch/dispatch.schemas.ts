import { z } from 'zod';
import { APPOINTMENT_KINDS } from '../appointments/appointment.schemas.ts';

/**
 * The dispatch board (issue 17, ADR 045): the company's jobs (a contract's relocation and its cleaning)
 * and appointments in a range, each with the people and vehicles assigned to it, and what is wrong
 * with that (a person or vehicle booked twice at once, fewer workers or vehicles than planned).
 */
export const DISPATCH_KINDS = ['relocation', 'cleaning', 'appointment'] as const;
export type DispatchKind = (typeof DISPATCH_KINDS)[number];

/** The board shows a day or a week; a range longer than this is refused (a month and a day). */
export const DISPATCH_MAX_RANGE_DAYS = 32;
/** At most this many people or vehicles on one job. */
export const DISPATCH_MAX_ASSIGNED = 50;

const invalid = { error: 'error_field_invalid' } as const;

export const dispatchRangeQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'error_field_invalid' }),
    to: z.iso.datetime({ offset: true, error: 'error_field_invalid' }),
  })
  .superRefine((value, ctx) => {
    const span = new Date(value.to).getTime() - new Date(value.from).getTime();
    if (span <= 0 || span > DISPATCH_MAX_RANGE_DAYS * 24 * 3_600_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'error_field_invalid' });
  });
export type DispatchRangeQuery = z.infer<typeof dispatchRangeQuerySchema>;

const ids = z
  .array(z.uuid(invalid), invalid)
  .max(DISPATCH_MAX_ASSIGNED, invalid)
  .default([])
  .transform((list) => [...new Set(list)]);

/** What the board sets on one job or appointment: its people and its vehicles, each as a whole. */
export const dispatchAssignmentInputSchema = z.object({ userIds: ids, vehicleIds: ids });
export type DispatchAssignmentInput = z.input<typeof dispatchAssignmentInputSchema>;
export type DispatchAssignmentValues = z.output<typeof dispatchAssignmentInputSchema>;

export const dispatchItemParamsSchema = z.object({
  kind: z.enum(DISPATCH_KINDS, invalid),
  id: z.uuid(invalid),
});

export const DISPATCH_WARNING_CODES = [
  'personDoubleBooked',
  'vehicleDoubleBooked',
  'fewerWorkers',
  'fewerVehicles',
] as const;
export type DispatchWarningCode = (typeof DISPATCH_WARNING_CODES)[number];

export const dispatchWarningSchema = z.object({
  code: z.enum(DISPATCH_WARNING_CODES),
  /** The person or vehicle booked twice. */
  resourceId: z.string().nullable(),
  /** The other item (its key) the person or vehicle is booked on at the same time. */
  otherKey: z.string().nullable(),
  planned: z.number().int().nullable(),
  assigned: z.number().int().nullable(),
});
export type DispatchWarning = z.infer<typeof dispatchWarningSchema>;

const named = z.object({ _id: z.string(), name: z.string() });

export const dispatchItemSchema = z.object({
  /** `<kind>:<id>`: unique on the board (a contract has a relocation and a cleaning). */
  key: z.string(),
  kind: z.enum(DISPATCH_KINDS),
  /** The contract's id, or the appointment's. */
  id: z.string(),
  appointmentKind: z.enum(APPOINTMENT_KINDS).nullable(),
  contract: z.object({ _id: z.string(), number: z.number().int() }).nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  customer: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
  /** Where the crew goes: the move-out address, or the appointment's place. */
  address: z.string().nullable(),
  /** Where a move goes to. */
  destination: z.string().nullable(),
  /** What the crew should know (the job's extra information, the appointment's notes). */
  notes: z.string().nullable(),
  plannedWorkers: z.number().int().nullable(),
  plannedVehicles: z.number().int(),
  people: z.array(named),
  vehicles: z.array(named),
  warnings: z.array(dispatchWarningSchema),
});
export type DispatchItem = z.infer<typeof dispatchItemSchema>;

export const dispatchBoardSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  items: z.array(dispatchItemSchema),
  /** Who and what can be assigned: the company's active people and its vehicles. */
  people: z.array(named),
  vehicles: z.array(named.extend({ registrationNumber: z.string().nullable(), borrowable: z.boolean() })),
  summary: z.object({
    items: z.number().int(),
    withWarnings: z.number().int(),
    doubleBookings: z.number().int(),
    understaffed: z.number().int(),
  }),
});
export type DispatchBoard = z.infer<typeof dispatchBoardSchema>;

/** One item after a change of its assignments, with its warnings against the rest of the board. */
export const dispatchItemAnswerSchema = dispatchItemSchema;

/** The signed-in person's own assignments. */
export const myJobsSchema = z.object({
  timeZone: z.string(),
  items: z.array(dispatchItemSchema),
});
export type MyJobs = z.infer<typeof myJobsSchema>;
