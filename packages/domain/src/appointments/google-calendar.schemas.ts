import { z } from 'zod';

/** A connection's state: `broken` when Google no longer honours the grant (revoked or expired). */
export const GOOGLE_CALENDAR_STATUSES = ['connected', 'broken'] as const;
export type GoogleCalendarStatus = (typeof GOOGLE_CALENDAR_STATUSES)[number];

/** The company's Google Calendar connection (/my-company/calendar; ADR 044). */
export const googleCalendarConnectionSchema = z.object({
  /** Whether this server has Google client credentials at all. */
  configured: z.boolean(),
  /** Null: no account connected. */
  status: z.enum(GOOGLE_CALENDAR_STATUSES).nullable(),
  accountEmail: z.string().nullable(),
  appointmentsCalendarId: z.string().nullable(),
  contractsCalendarId: z.string().nullable(),
  connectedAt: z.string().nullable(),
});
export type GoogleCalendarConnection = z.infer<typeof googleCalendarConnectionSchema>;

/** Where the browser goes to give consent. */
export const googleCalendarConsentSchema = z.object({ url: z.string() });

/** One calendar of the connected account. */
export const googleCalendarSchema = z.object({
  id: z.string(),
  summary: z.string(),
  timeZone: z.string().nullable(),
  primary: z.boolean(),
});
export type GoogleCalendar = z.infer<typeof googleCalendarSchema>;
export const googleCalendarListSchema = z.object({ items: z.array(googleCalendarSchema) });

const calendarId = z
  .string({ error: 'error_field_invalid' })
  .trim()
  .min(1, { error: 'error_field_required' })
  .max(1024, { error: 'error_field_invalid' })
  .nullable();

/** Which calendar receives the appointments and which the jobs' moves; null: none. */
export const googleCalendarSelectionSchema = z.object({
  appointmentsCalendarId: calendarId,
  contractsCalendarId: calendarId,
});
export type GoogleCalendarSelection = z.infer<typeof googleCalendarSelectionSchema>;

/** The callback's query, as Google sends it back (`error` when the person declined). */
export const googleCalendarCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
});
