import { z } from 'zod';

/** The company's secret calendar feed (issue 17): whether there is one, and since when. */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** The subscription address: only in the answer that made it (only its hash is kept). */
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** What a feed holds: from a month back to a year ahead, at most this many of each kind. */
export const CALENDAR_FEED_DAYS_BACK = 31;
export const CALENDAR_FEED_DAYS_AHEAD = 366;
export const CALENDAR_FEED_MAX_EVENTS = 5000;
