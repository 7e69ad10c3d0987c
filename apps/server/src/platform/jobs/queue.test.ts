import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/index.ts';
import { createJobQueue, type JobKindOptions, type JobQueue } from './queue.ts';

const OPTIONS: JobKindOptions = {
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryBackoff: true,
  expireInSeconds: 30,
  concurrency: 1,
  policy: 'exclusive',
};

let database: Database;
let jobs: JobQueue;
const ran: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createJobQueue(database, pino({ enabled: false }), { runWorker: true, pollingIntervalSeconds: 30 });
  jobs.define<{ note: string }, void>({
    name: 'test.note',
    options: OPTIONS,
    async run(job) {
      ran.push(job.data.note);
    },
  });
  jobs.every('test.note', '0 3 * * *', { note: 'nightly' }, { tz: 'Europe/Zurich' });
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the job queue', () => {
  it('runs a job only if the transaction that enqueued it commits, and at once when it does', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        expect(await jobs.enqueue(tx, 'test.note', { note: 'rolled back' }, { singletonKey: 'a' })).toEqual(
          expect.any(String),
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const committedAt = Date.now();
    await database.db.transaction((tx) =>
      jobs.enqueue(tx, 'test.note', { note: 'committed' }, { singletonKey: 'b' }),
    );
    await until(() => ran.includes('committed'), 5_000);
    // Woken by the commit's notification, not by the next poll (every 30 s here).
    expect(Date.now() - committedAt).toBeLessThan(3_000);
    // The rolled-back job, enqueued first, has not run: it does not exist.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(ran).toEqual(['committed']);
    expect(await jobs.boss.findJobs('test.note', { key: 'a' })).toEqual([]);
  });

  it('creates one job per key while it waits, and refuses a job of an exclusive kind without a key', async () => {
    const [first, second] = await database.db.transaction(async (tx) => [
      await jobs.enqueue(
        tx,
        'test.note',
        { note: 'once' },
        { singletonKey: 'same', startAfter: new Date(Date.now() + 60_000) },
      ),
      await jobs.enqueue(tx, 'test.note', { note: 'twice' }, { singletonKey: 'same' }),
    ]);
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    await expect(
      database.db.transaction((tx) => jobs.enqueue(tx, 'test.note', { note: 'no key' })),
    ).rejects.toThrow('need a singletonKey');
    await expect(database.db.transaction((tx) => jobs.enqueue(tx, 'test.unknown', {}))).rejects.toThrow(
      'no job kind',
    );
  });

  it('keeps cron schedules for later kinds of work', async () => {
    expect(await jobs.boss.getSchedules('test.note')).toMatchObject([
      { name: 'test.note', cron: '0 3 * * *', timezone: 'Europe/Zurich', data: { note: 'nightly' } },
    ]);
  });

  it('writes a schedule again on a restart only when the code changed it', async () => {
    const restart = async (cron: string, data: object) => {
      const queue = createJobQueue(database, pino({ enabled: false }), {
        runWorker: true,
        pollingIntervalSeconds: 30,
      });
      queue.define({ name: 'test.note', options: OPTIONS, run: async () => undefined });
      queue.every('test.note', cron, data, { tz: 'Europe/Zurich' });
      await queue.start();
      await queue.stop();
      const [schedule] = await jobs.boss.getSchedules('test.note');
      return schedule;
    };
    const before = await restart('0 3 * * *', { note: 'nightly' });
    const unchanged = await restart('0 3 * * *', { note: 'nightly' });
    expect(unchanged?.updatedOn).toEqual(before?.updatedOn);

    const moved = await restart('0 4 * * *', { note: 'nightly' });
    expect(moved).toMatchObject({ cron: '0 4 * * *', timezone: 'Europe/Zurich' });
    const renamed = await restart('0 4 * * *', { note: 'early' });
    expect(renamed?.data).toEqual({ note: 'early' });
    await restart('0 3 * * *', { note: 'nightly' });
  });
});
