import { z } from 'zod';
import { CONTRACT_STATUSES } from '../contracts/contract-list-query.ts';

const invalid = { error: 'error_field_invalid' } as const;

/** The calendar asks for at most this many days at once (a month view shows six weeks). */
export const CALENDAR_JOBS_MAX_DAYS = 62;
/** At most this many moves and cleanings in one range. */
export const CALENDAR_JOBS_LIMIT = 2000;

/**
 * `GET /api/calendar-jobs`: the jobs overlapping the instants [from, to). The span (after `from`, at
 * most CALENDAR_JOBS_MAX_DAYS) is checked by `calendarRangeFits`, after the permission.
 */
export const calendarJobsQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, ...invalid }),
  to: z.iso.datetime({ offset: true, ...invalid }),
});
export type CalendarJobsQuery = z.infer<typeof calendarJobsQuerySchema>;

export function calendarRangeFits({ from, to }: CalendarJobsQuery): boolean {
  const days = (new Date(to).getTime() - new Date(from).getTime()) / 86_400_000;
  return days > 0 && days <= CALENDAR_JOBS_MAX_DAYS;
}

/** A job's move or cleaning as the calendar shows it: its time, whose, where, and its status colour. */
export const calendarJobSchema = z.object({
  kind: z.enum(['move', 'cleaning']),
  contractId: z.string(),
  contractNumber: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  customStatus: z.object({ name: z.string(), color: z.string() }).nullable(),
  customerName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Move-out → move-in city, when known. */
  place: z.string().nullable(),
});
export type CalendarJob = z.infer<typeof calendarJobSchema>;
export const calendarJobsSchema = z.object({ items: z.array(calendarJobSchema) });
