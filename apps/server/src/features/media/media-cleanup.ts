import type { Db } from '../../db/client.ts';
import type { JobKind, JobQueue } from '../../platform/jobs/queue.ts';
import type { FileStorage } from '../../platform/storage.ts';

/**
 * Removing a media item's or session's objects from the store (ADR 048): a job enqueued in the
 * transaction that deletes the rows, so the objects go exactly when the rows went (never for a
 * delete that rolled back), and a store that is briefly down is tried again with backoff. Deleting a
 * missing object is no error, so a repeated attempt is harmless.
 */
export const REMOVE_MEDIA_OBJECTS_JOB = 'media.remove-objects';

/** At most this many keys per job (a session of a few hundred files is a few jobs). */
const KEYS_PER_JOB = 300;

export function defineMediaCleanup(jobs: JobQueue, storage: FileStorage): void {
  const kind: JobKind<{ keys: string[] }, number> = {
    name: REMOVE_MEDIA_OBJECTS_JOB,
    options: {
      retryLimit: 8,
      retryDelaySeconds: 30,
      retryBackoff: true,
      retryDelayMaxSeconds: 3600,
      expireInSeconds: 300,
      concurrency: 2,
      policy: 'standard',
    },
    async run(job) {
      for (const key of job.data.keys) {
        job.signal.throwIfAborted();
        await storage.delete(key);
      }
      return job.data.keys.length;
    },
  };
  jobs.define(kind);
}

/** Enqueue the removal of `keys` inside `tx`, the transaction that lets go of them. */
export async function removeMediaObjectsLater(jobs: JobQueue, tx: Db, keys: string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += KEYS_PER_JOB) {
    await jobs.enqueue(tx, REMOVE_MEDIA_OBJECTS_JOB, { keys: keys.slice(start, start + KEYS_PER_JOB) });
  }
}
