import { z } from 'zod';
import { APPOINTMENT_KINDS } from '../appointments/appointment.schemas.ts';

/** The figures of the company's home page, counted by the server in one statement. */
export const dashboardSchema = z.object({
  /** Offers out and still answerable: not answered, not replaced, not past valid-until. */
  offersPending: z.number().int(),
  /** Offers accepted since the first day of this month in the company's time zone. */
  offersAcceptedThisMonth: z.number().int(),
  /** Working (not archived) contracts created in the last 30 days that have no offer at all. */
  contractsWithoutOffers: z.number().int(),
  /** Where this month began (company time zone), and where the 30 days began, as instants. */
  monthStart: z.string(),
  since: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/**
 * A move, a cleaning or an appointment (viewing, handover …) on the company's calendar this week. A move
 * or cleaning is a job's; an appointment may have no job or customer (or have lost them, ADR 043).
 */
export const dashboardAppointmentSchema = z.object({
  kind: z.enum(['move', 'cleaning', 'appointment']),
  /** An appointment's id and kind; null for a job's move or cleaning. */
  appointmentId: z.string().nullable(),
  appointmentKind: z.enum(APPOINTMENT_KINDS).nullable(),
  contractId: z.string().nullable(),
  contractNumber: z.number().int().nullable(),
  customerName: z.string().nullable(),
  startAt: z.string(),
  /** Where: move-out → move-in city for a job, the appointment's location. */
  place: z.string().nullable(),
});
export type DashboardAppointment = z.infer<typeof dashboardAppointmentSchema>;

/** An offer out and still answerable, soonest expiry first. */
export const dashboardOfferSchema = z.object({
  _id: z.string(),
  contractId: z.string(),
  contractNumber: z.number().int(),
  customerName: z.string(),
  recipient: z.string(),
  expiresAt: z.string(),
  /** Expires within DASHBOARD_EXPIRING_DAYS days. */
  expiresSoon: z.boolean(),
});
export type DashboardOffer = z.infer<typeof dashboardOfferSchema>;

/** An invoice past its due date (the company's today) with money still owed. */
export const dashboardOverdueInvoiceSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  customerName: z.string(),
  dueDate: z.string(),
  /** Still owed, in cents. */
  unpaid: z.number().int(),
  currency: z.string(),
});
export type DashboardOverdueInvoice = z.infer<typeof dashboardOverdueInvoiceSchema>;

/** Something that changed recently in the company's records. */
export const dashboardActivitySchema = z.object({
  _id: z.string(),
  actorName: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  createdAt: z.string(),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;

/** At most this many rows per list of the day's dashboard. */
export const DASHBOARD_LIST_LIMIT = 8;
/** An offer that expires within this many days is "about to expire". */
export const DASHBOARD_EXPIRING_DAYS = 3;

/**
 * `GET /api/dashboard/day`: what the office starts the day with, read in one statement. "Today" and
 * "this week" (Monday to Sunday) are the company's, in its time zone.
 */
export const dashboardDaySchema = z.object({
  /** The company's calendar day ("YYYY-MM-DD") and the instants its day and week begin and end. */
  today: z.string(),
  dayStart: z.string(),
  dayEnd: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  /** Moves, cleanings and appointments from the start of today to the end of the week, in time order. */
  appointments: z.array(dashboardAppointmentSchema),
  /** Pending offers, soonest expiry first, and how many are pending in all. */
  offers: z.array(dashboardOfferSchema),
  offersTotal: z.number().int(),
  /** Overdue invoices, oldest due date first; their count and the sum owed per currency. */
  overdue: z.array(dashboardOverdueInvoiceSchema),
  overdueTotal: z.number().int(),
  overdueSums: z.array(z.object({ currency: z.string(), unpaid: z.number().int() })),
  /** The latest changes to the company's records, newest first. */
  activity: z.array(dashboardActivitySchema),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;
