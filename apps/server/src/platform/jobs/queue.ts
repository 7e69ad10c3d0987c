import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type ConstructorOptions,
  fromDrizzle,
  fromPglite,
  type JobWithMetadata,
  PgBoss,
  type Queue,
  type Schedule,
} from 'pg-boss';
import type { Database, Db } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue (platform/jobs). */
    jobs: JobQueue;
  }
}

/** The PostgreSQL schema that holds the queue's tables (pg-boss's own, installed by db/migrate.ts). */
export const JOB_SCHEMA = 'pgboss';

/** How the jobs of one kind are retried and bounded. */
export interface JobKindOptions {
  /** Attempts after the first one before the job fails for good. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelaySeconds: number;
  /** Double the delay after each failure (with jitter), up to `retryDelayMaxSeconds`. */
  retryBackoff: boolean;
  retryDelayMaxSeconds?: number;
  /**
   * How long one attempt may hold its job. Past it the attempt's signal aborts and the job counts
   * as failed, so another worker may take it: handlers must bound everything they wait for well
   * below this.
   */
  expireInSeconds: number;
  /** Jobs of this kind one process runs at the same time. */
  concurrency: number;
  /**
   * `exclusive`: every job carries a key, and a key has at most one job waiting or running, so the
   * same work is never enqueued twice nor run twice at once. `standard`: no such limit.
   */
  policy: 'exclusive' | 'standard';
}

/**
 * A sweep on a schedule (reminders, pruning): one at a time, retried twice after five minutes, then
 * left to the next scheduled run, which finds whatever this one did not do.
 */
export const SWEEP_OPTIONS: JobKindOptions = {
  retryLimit: 2,
  retryDelaySeconds: 300,
  retryBackoff: false,
  expireInSeconds: 900,
  concurrency: 1,
  policy: 'standard',
};

/** One attempt of a job, as its handler sees it. */
export interface RunningJob<T> {
  id: string;
  name: string;
  data: T;
  /** 1 for the first attempt. */
  attempt: number;
  /** Whether no retry follows when this attempt fails. */
  last: boolean;
  /** Aborted when the attempt runs out of time, its job was taken away, or the process stops. */
  signal: AbortSignal;
  /**
   * Complete the job inside the handler's own transaction `tx`, so what the handler records commits
   * together with the job's completion. Answers false when this worker no longer holds the job
   * (it expired and was taken over): roll the transaction back then.
   */
  completeIn(tx: Db): Promise<boolean>;
}

export interface JobKind<T, R = unknown> {
  name: string;
  options: JobKindOptions;
  /** Runs one attempt; a throw fails the attempt (retried while attempts are left). */
  run(job: RunningJob<T>): Promise<R>;
}

export interface EnqueueOptions {
  /** A deterministic key: with an `exclusive` kind, a second job with the same key is not created. */
  singletonKey?: string;
  startAfter?: Date;
}

export interface RunDueOptions {
  includeDeferred?: boolean;
  /** At most this many jobs (default 50). */
  batchSize?: number;
  /** Run the jobs with this instead of their kind's handler (another transport, say). */
  run?: (job: RunningJob<unknown>) => Promise<unknown>;
}

/** What one round of `runDue` did with each job it took. */
export type JobOutcome<R> = { ok: true; id: string; value: R } | { ok: false; id: string; error: unknown };

export interface JobQueue {
  /** Register a kind of job and its handler; before `start`. */
  define<T, R>(kind: JobKind<T, R>): void;
  /** A cron schedule (`0 3 * * *`, time zone `tz`) that enqueues a job of `name`; before `start`. */
  every(name: string, cron: string, data?: object, options?: { tz?: string }): void;
  /**
   * Enqueue a job inside the transaction `tx` of the change that causes it: the job exists only if
   * that change commits. Answers the job's id, or null when `singletonKey` already has a job.
   */
  enqueue(tx: Db, name: string, data: object, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Take the jobs of `name` that are due (with `includeDeferred`, also those waiting for a retry or
   * a later start) and run them once, in this process, side by side: one round, as a worker would.
   */
  runDue<R>(name: string, options?: RunDueOptions): Promise<JobOutcome<R>[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The pg-boss instance, for inspection (queue sizes, job states). */
  readonly boss: PgBoss;
}

export interface JobQueueSettings {
  /** Whether this process runs the handlers (a worker); otherwise it only enqueues. */
  runWorker: boolean;
  /**
   * How often an idle worker looks for due jobs. New jobs wake it at once (LISTEN/NOTIFY); the poll
   * finds retries coming due and is the floor when notifications are unavailable.
   */
  pollingIntervalSeconds?: number;
  /** How often expired attempts are failed (and so retried); pg-boss's default is a minute. */
  superviseIntervalSeconds?: number;
}

/** pg-boss on the app's database: its own pool on PostgreSQL, the one client on PGlite. */
export function bossOptions(
  database: Database,
  settings: Partial<JobQueueSettings> = {},
): ConstructorOptions {
  const worker = settings.runWorker ?? false;
  const common: ConstructorOptions = {
    schema: JOB_SCHEMA,
    supervise: worker,
    schedule: worker,
    useListenNotify: worker,
    // Expired attempts are found in the queue monitor's pass, which runs at most this often as well.
    ...(settings.superviseIntervalSeconds
      ? {
          superviseIntervalSeconds: settings.superviseIntervalSeconds,
          monitorIntervalSeconds: settings.superviseIntervalSeconds,
        }
      : {}),
  };
  return database.connection.kind === 'pglite'
    ? { ...common, db: fromPglite(database.connection.client), backend: 'pglite' }
    : { ...common, connectionString: database.connection.url, max: 3, application_name: 'maxer-jobs' };
}

/** pg-boss's statements inside the drizzle transaction `tx`. */
function inTransaction(tx: Db) {
  return fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql);
}

/** The queue's options in pg-boss's terms. */
function queueOf(kind: JobKind<unknown>): Omit<Queue, 'name'> {
  const { options } = kind;
  return {
    policy: options.policy,
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: options.retryBackoff,
    ...(options.retryDelayMaxSeconds ? { retryDelayMax: options.retryDelayMaxSeconds } : {}),
    expireInSeconds: options.expireInSeconds,
    notify: true,
  };
}

function differs(have: Queue, want: Omit<Queue, 'name'>): boolean {
  return (Object.keys(want) as (keyof typeof want)[]).some(
    (key) => key !== 'policy' && (have[key] ?? null) !== (want[key] ?? null),
  );
}

/** A schedule the code declares (`every`). */
interface DeclaredSchedule {
  name: string;
  cron: string;
  data?: object;
  tz?: string;
}

/** Whether pg-boss already keeps `declared` as it is: then writing it again changes nothing. */
function scheduleKept(kept: Schedule[], declared: DeclaredSchedule): boolean {
  return kept.some(
    (schedule) =>
      schedule.name === declared.name &&
      (schedule.key ?? '') === '' &&
      schedule.cron === declared.cron &&
      // pg-boss stores a schedule without a zone as UTC.
      schedule.timezone === (declared.tz || 'UTC') &&
      isDeepStrictEqual(schedule.data ?? null, declared.data ?? null),
  );
}

/**
 * The one job queue (architecture.md, convention 5): e-mails now, and every later kind of side
 * effect or scheduled work. PostgreSQL-backed (pg-boss), so jobs are enqueued in the transaction of
 * the change that causes them, survive restarts, and are shared by every instance on the database.
 */
export function createJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  settings: JobQueueSettings,
): JobQueue {
  const boss = new PgBoss(bossOptions(database, settings));
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  const kinds = new Map<string, JobKind<unknown>>();
  const schedules: DeclaredSchedule[] = [];
  let started = false;

  const kindOf = (name: string) => {
    const kind = kinds.get(name);
    if (!kind) throw new Error(`no job kind "${name}" is defined`);
    return kind;
  };

  /** Run one attempt; `onCompleted` hears when the handler completed the job itself. */
  async function runAttempt(
    kind: JobKind<unknown>,
    job: JobWithMetadata<unknown>,
    signal: AbortSignal,
    run: JobKind<unknown>['run'] = kind.run,
    onCompleted: () => void = () => {},
  ) {
    const attempt = { id: job.id, retryCount: job.retryCount };
    try {
      return await run({
        id: job.id,
        name: kind.name,
        data: job.data,
        attempt: job.retryCount + 1,
        last: job.retryCount >= job.retryLimit,
        signal,
        async completeIn(tx) {
          const { affected } = (await boss.complete(kind.name, attempt, null, { db: inTransaction(tx) })) as {
            affected?: number;
          };
          if (affected === 1) onCompleted();
          return affected === 1;
        },
      });
    } catch (error) {
      log.warn(
        { err: error, job: job.id, kind: kind.name, attempt: job.retryCount + 1 },
        'job attempt failed',
      );
      throw error;
    }
  }

  /** Create the queues that are missing and bring the others to the options the code declares. */
  async function reconcileQueues(): Promise<boolean> {
    const existing = new Map((await boss.getQueues([...kinds.keys()])).map((queue) => [queue.name, queue]));
    let changed = false;
    for (const kind of kinds.values()) {
      const want = queueOf(kind);
      const have = existing.get(kind.name);
      if (!have) await boss.createQueue(kind.name, want);
      // A queue's policy is fixed once it exists; the rest follows the code.
      else if (differs(have, want)) {
        const { policy: _fixed, ...changeable } = want;
        await boss.updateQueue(kind.name, changeable);
      } else continue;
      changed = true;
    }
    return changed;
  }

  return {
    boss,
    define(kind) {
      if (started) throw new Error('define job kinds before the queue starts');
      kinds.set(kind.name, kind as JobKind<unknown>);
    },
    every(name, cron, data, options) {
      if (started) throw new Error('add schedules before the queue starts');
      schedules.push({ name, cron, data, tz: options?.tz });
    },
    async enqueue(tx, name, data, options = {}) {
      // Sending looks the queue up in pg-boss's cache, which start() fills: a lookup through the
      // queue's own connection would wait for this very transaction on PGlite.
      if (!started) throw new Error('the job queue has not started');
      const kind = kindOf(name);
      if (kind.options.policy === 'exclusive' && !options.singletonKey)
        throw new Error(`jobs of "${name}" need a singletonKey`);
      return boss.send(name, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        db: inTransaction(tx),
      });
    },
    async runDue<R>(name: string, options: RunDueOptions = {}) {
      const kind = kindOf(name);
      const jobs: JobWithMetadata<unknown>[] = await boss.fetch<unknown>(name, {
        batchSize: options.batchSize ?? 50,
        includeMetadata: true,
        ignoreStartAfter: options.includeDeferred ?? false,
      });
      const signal = AbortSignal.timeout(kind.options.expireInSeconds * 1000);
      return Promise.all(
        jobs.map(async (job): Promise<JobOutcome<R>> => {
          const attempt = { id: job.id, retryCount: job.retryCount };
          try {
            let completed = false;
            const value = (await runAttempt(kind, job, signal, options.run, () => {
              completed = true;
            })) as R;
            if (!completed) await boss.complete(name, attempt);
            return { ok: true, id: job.id, value };
          } catch (error) {
            await boss.fail(name, attempt, {
              message: error instanceof Error ? error.message : String(error),
            });
            return { ok: false, id: job.id, error };
          }
        }),
      );
    },
    async start() {
      if (started) return;
      await boss.start();
      if (await reconcileQueues()) {
        // Creating or changing a queue drops it from pg-boss's queue cache; a restart fills it again.
        await boss.stop({ graceful: false, close: false });
        await boss.start();
      }
      started = true;
      if (!settings.runWorker) return;
      for (const kind of kinds.values()) {
        await boss.work<unknown>(
          kind.name,
          {
            includeMetadata: true,
            batchSize: 1,
            localConcurrency: kind.options.concurrency,
            // Also while notifications wake the worker: polling is what finds retries coming due.
            pollingIntervalSeconds: settings.pollingIntervalSeconds ?? 5,
            notifyPollingIntervalSeconds: settings.pollingIntervalSeconds ?? 5,
          },
          async ([job]) => (job ? runAttempt(kind, job as JobWithMetadata<unknown>, job.signal) : undefined),
        );
      }
      // Only what changed is written: each write parses its cron expression and upserts its row,
      // a third of a restart's queue start for schedules that are nearly always already there.
      const kept = schedules.length > 0 ? await boss.getSchedules() : [];
      for (const schedule of schedules) {
        if (scheduleKept(kept, schedule)) continue;
        await boss.schedule(schedule.name, schedule.cron, schedule.data ?? null, {
          ...(schedule.tz ? { tz: schedule.tz } : {}),
        });
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      // A worker lets running attempts finish (their SMTP waits are bounded well below this).
      await boss.stop({ graceful: settings.runWorker, timeout: 10_000, close: true });
    },
  };
}
