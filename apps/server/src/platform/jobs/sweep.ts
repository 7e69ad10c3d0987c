import { type JobQueue, SWEEP_OPTIONS } from './queue.ts';

/**
 * The zone the sweeps' schedules are read in: the platform's home. Each sweep works out what is due
 * in each company's own zone itself.
 */
const SWEEP_ZONE = 'Europe/Zurich';

/**
 * A sweep (reminders, pruning): a job kind with SWEEP_OPTIONS that calls `run` at every `cron`
 * (Zürich time), on one worker of all instances. Call before the queue starts.
 */
export function scheduleSweep<R>(jobs: JobQueue, name: string, cron: string, run: () => Promise<R>): void {
  jobs.define<object, R>({ name, options: SWEEP_OPTIONS, run });
  jobs.every(name, cron, {}, { tz: SWEEP_ZONE });
}
