import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { googleCalendarConnections } from '../db/schema/index.ts';
import type { JobQueue } from './jobs/queue.ts';

/** The job that brings one appointment or one job's move to the company's connected calendar. */
export const CALENDAR_SYNC_JOB = 'google-calendar.sync';

/** What changed: an appointment, or the move (relocation date) of a job. */
export interface CalendarItem {
  source: 'appointment' | 'relocation';
  id: string;
}

export interface CalendarSyncJob extends CalendarItem {
  companyId: string;
}

/**
 * How a feature tells connected calendars that something of theirs changed (ADR 044). Called inside
 * the transaction of the change, like a queued e-mail: the sync happens only if the change commits.
 * The job reads the item as it then is, so it needs no more than the id.
 */
export interface CalendarSync {
  changed(tx: Db, companyId: string, item: CalendarItem): Promise<void>;
}

export function calendarSyncQueue(jobs: JobQueue): CalendarSync {
  return {
    async changed(tx, companyId, item) {
      // Without a working connection there is nothing to sync; reconnecting syncs everything anyway.
      const [connection] = await tx
        .select({ companyId: googleCalendarConnections.companyId })
        .from(googleCalendarConnections)
        .where(
          and(
            eq(googleCalendarConnections.companyId, companyId),
            eq(googleCalendarConnections.status, 'connected'),
          ),
        );
      if (!connection) return;
      await jobs.enqueue(tx, CALENDAR_SYNC_JOB, { companyId, ...item } satisfies CalendarSyncJob);
    },
  };
}
