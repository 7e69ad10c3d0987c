import { WEBHOOK_DELIVERIES_KEPT_DAYS } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { scheduleSweep } from '../../platform/jobs/sweep.ts';
import { deleteFinishedDeliveries } from './webhooks.repo.ts';

/**
 * The delivery log is for finding out why a receiver missed a message, not an archive: a delivery
 * that is done (delivered, or failed after its last retry) goes WEBHOOK_DELIVERIES_KEPT_DAYS (30)
 * days after it was queued, every night at 03:50 in Zürich, so the table of a company that sends much
 * does not grow for ever. A pending one stays however old it is, since its endpoint's later messages
 * wait for it. 30 days: the log window receivers know from the large payment and mail services.
 */
export const WEBHOOK_PRUNE_JOB = 'webhooks.prune';
const DAY_MS = 86_400_000;

/** Defines the nightly job on the queue (before it starts). */
export function scheduleWebhookPruning(jobs: JobQueue, deps: { db: Db; now: () => Date }): void {
  scheduleSweep(jobs, WEBHOOK_PRUNE_JOB, '50 3 * * *', () =>
    deleteFinishedDeliveries(deps.db, new Date(deps.now().getTime() - WEBHOOK_DELIVERIES_KEPT_DAYS * DAY_MS)),
  );
}
