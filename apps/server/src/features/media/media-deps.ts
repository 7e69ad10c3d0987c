import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { FileStorage } from '../../platform/storage.ts';

export interface MediaDeps {
  db: Db;
  storage: FileStorage;
  jobs: JobQueue;
  realtime: Realtime;
  publicUrl: string;
  now: () => Date;
}

/** Activities of a session and of its items are the session's. */
export const MEDIA_ENTITY = 'mediaSession';
