import type { Db } from '../db/client.ts';
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

/**
 * The sync jobs on the job queue; `connected` (the calendar feature's check) keeps a company without a
 * working connection from queueing anything: reconnecting syncs everything anyway.
 */
export function calendarSyncQueue(
  jobs: JobQueue,
  connected: (tx: Db, companyId: string) => Promise<boolean>,
): CalendarSync {
  return {
    async changed(tx, companyId, item) {
      if (!(await connected(tx, companyId))) return;
      await jobs.enqueue(tx, CALENDAR_SYNC_JOB, { companyId, ...item } satisfies CalendarSyncJob);
    },
  };
}
