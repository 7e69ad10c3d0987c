import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { scheduleSweep } from '../../platform/jobs/sweep.ts';
import { deleteOldNotifications } from './notifications.repo.ts';

/**
 * The bell tells what happened lately; it is no archive (the job's history, the activities and the
 * mail log are). Read notifications go after 90 days, unread ones after a year, every night at 03:30
 * in Zürich, so the table of a busy company does not grow for ever.
 */
export const NOTIFICATION_PRUNE_JOB = 'notifications.prune';
export const READ_KEPT_DAYS = 90;
export const UNREAD_KEPT_DAYS = 365;
const DAY_MS = 86_400_000;

/** Defines the nightly job on the queue (before it starts). */
export function scheduleNotificationPruning(jobs: JobQueue, deps: { db: Db; now: () => Date }): void {
  scheduleSweep(jobs, NOTIFICATION_PRUNE_JOB, '30 3 * * *', () => {
    const now = deps.now().getTime();
    return deleteOldNotifications(
      deps.db,
      new Date(now - READ_KEPT_DAYS * DAY_MS),
      new Date(now - UNREAD_KEPT_DAYS * DAY_MS),
    );
  });
}
