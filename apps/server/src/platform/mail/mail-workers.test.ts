import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import type { JobKindOptions } from '../jobs/queue.ts';
import { memoryRateLimitStore } from '../rate-limit.ts';
import { enqueueMail, MAIL_JOB } from './outbox.ts';
import { type SmtpTimeouts, smtpTransport } from './transport.ts';

// Every wait of the real settings (transport.ts, delivery.ts) scaled down by about 30: an SMTP
// send ends within 4 s, a worker holds a mail job 8 s, retries start after 1 s and double.
// (Connection and greeting 2 s: a loaded test machine can take a second to answer a local socket.)
const SMTP: SmtpTimeouts = { connectionMs: 2_000, greetingMs: 2_000, socketMs: 3_000, deadlineMs: 4_000 };
const JOB: JobKindOptions = {
  retryLimit: 3,
  retryDelaySeconds: 1,
  retryBackoff: true,
  expireInSeconds: 8,
  concurrency: 2,
  policy: 'exclusive',
};

/**
 * A real SMTP server that takes its time: `answer(messageId, attempt)` says how long it waits after
 * a message's data before it answers, and whether it then refuses it (451). It counts a delivery
 * only when it accepted a message while the client was still there, and records how many transfers
 * of one message were under way at the same time.
 */
async function slowPeer(
  answer: (messageId: string, attempt: number) => { delayMs: number; refuse?: boolean },
) {
  const deliveries = new Map<string, number>();
  const attempts = new Map<string, number[]>();
  const underWay = new Map<string, number>();
  let mostAtOnce = 0;
  const open = new Map<string, string>();
  const closed = new Set<string>();
  const finish = (sessionId: string) => {
    const messageId = open.get(sessionId);
    if (!messageId) return;
    open.delete(sessionId);
    underWay.set(messageId, underWay.get(messageId)! - 1);
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onClose(session) {
      closed.add(session.id);
      finish(session.id);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const messageId = /^Message-ID: (<[^>]+>)/im.exec(raw)![1]!;
        const times = [...(attempts.get(messageId) ?? []), Date.now()];
        attempts.set(messageId, times);
        open.set(session.id, messageId);
        underWay.set(messageId, (underWay.get(messageId) ?? 0) + 1);
        mostAtOnce = Math.max(mostAtOnce, underWay.get(messageId)!);
        const { delayMs, refuse } = answer(messageId, times.length);
        setTimeout(() => {
          const gone = closed.has(session.id);
          finish(session.id);
          if (refuse) return callback(Object.assign(new Error('451 try again later'), { responseCode: 451 }));
          if (!gone) deliveries.set(messageId, (deliveries.get(messageId) ?? 0) + 1);
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    deliveries,
    attempts,
    mostAtOnce: () => mostAtOnce,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** One more app instance on the test's database, sending through `smtpUrl`; a worker unless told. */
async function instance(smtpUrl: string, runWorker = true) {
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent' }),
    database: t.database,
    rateLimitStore: memoryRateLimitStore(),
    countryOf: () => null,
    mail: { transport: smtpTransport(smtpUrl, SMTP), jobOptions: JOB },
    jobs: { runWorker, pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 },
  });
  await app.ready();
  apps.push(app);
  return app;
}

async function closeInstances() {
  for (const app of apps.splice(0)) await app.close();
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error('condition not met in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function enqueueOn(app: FastifyInstance, to: string) {
  const id = await t.database.db.transaction((tx) =>
    enqueueMail(
      tx,
      app.jobs,
      { companyId: null, kind: 'test', to, subject: 'Ihre Offerte', html: '<p>Grüezi</p>', text: 'Grüezi' },
      'maxer.test',
    ),
  );
  return { id, messageId: `<${id}@maxer.test>` };
}

const rowOf = async (id: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('two instances sending the same outbox', () => {
  it('send a message once while a slow mail server takes longer than the workers poll and supervise', async () => {
    const peer = await slowPeer(() => ({ delayMs: 1_500 }));
    try {
      const [a] = [await instance(peer.url), await instance(peer.url)];
      const { id, messageId } = await enqueueOn(a!, 'langsam@example.ch');
      await until(async () => (await rowOf(id)).status === 'sent', 10_000);
      // Both instances kept polling (every 0.5 s) and supervising (every 1 s) meanwhile, and after.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      // One delivery, never two transfers at once. The number of attempts is not asserted: on a loaded
      // machine a connection may miss its (scaled-down) greeting wait and be retried, which is allowed.
      expect(peer.mostAtOnce()).toBe(1);
      expect(peer.deliveries.get(messageId)).toBe(1);
      expect(await rowOf(id)).toMatchObject({ status: 'sent', lastError: null });
    } finally {
      await closeInstances();
      await peer.close();
    }
  });

  it('give up on a mail server that does not answer within the bound, then send once, never two at a time', async () => {
    // The first transfer of each message hangs far beyond the SMTP deadline; later ones are answered.
    const peer = await slowPeer((_, attempt) => ({ delayMs: attempt === 1 ? 12_000 : 50 }));
    try {
      const [a] = [await instance(peer.url), await instance(peer.url)];
      const { id, messageId } = await enqueueOn(a!, 'haengt@example.ch');
      await until(async () => (await rowOf(id)).status === 'sent', 15_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(peer.attempts.get(messageId)!.length).toBeGreaterThanOrEqual(2);
      // The abandoned first transfer was over (its connection dropped) before the second began.
      expect(peer.mostAtOnce()).toBe(1);
      expect(peer.deliveries.get(messageId)).toBe(1);
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'sent', lastError: null });
      expect(row.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await closeInstances();
      await peer.close();
    }
  });

  it('retry with growing delays after the mail server refused, then deliver once', async () => {
    const peer = await slowPeer((_, attempt) => ({ delayMs: 10, refuse: attempt <= 2 }));
    try {
      const [a] = [await instance(peer.url), await instance(peer.url)];
      const { id, messageId } = await enqueueOn(a!, 'spaeter@example.ch');
      await until(async () => (await rowOf(id)).status === 'sent', 15_000);
      const [first, second, third] = peer.attempts.get(messageId)!;
      // 1 s, then 2 s (each between the delay and twice it, pg-boss's jitter), plus the polling.
      expect(second! - first!).toBeGreaterThanOrEqual(900);
      expect(third! - second!).toBeGreaterThanOrEqual(1_900);
      expect(peer.attempts.get(messageId)).toHaveLength(3);
      expect(peer.deliveries.get(messageId)).toBe(1);
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'sent', lastError: null });
      expect(row.attempts).toBeGreaterThanOrEqual(3);
    } finally {
      await closeInstances();
      await peer.close();
    }
  });

  it('send a message again after the worker holding it died (at least once), when its hold expires', async () => {
    const peer = await slowPeer(() => ({ delayMs: 10 }));
    try {
      // A worker takes the job and dies before it finishes (kill -9): nothing settles the job.
      const dying = await instance(peer.url, false);
      const { id, messageId } = await enqueueOn(dying, 'absturz@example.ch');
      const [claimed] = await dying.jobs.boss.fetch(MAIL_JOB);
      expect(claimed).toBeDefined();
      await t.database.db
        .update(mailOutbox)
        .set({ status: 'sending', attempts: 1 })
        .where(eq(mailOutbox.id, id));
      const heldSince = Date.now();

      await instance(peer.url);
      await until(async () => (await rowOf(id)).status === 'sent', 30_000);
      // Not before the hold expired: the dead worker might still have been sending.
      expect(peer.attempts.get(messageId)![0]! - heldSince).toBeGreaterThanOrEqual(
        JOB.expireInSeconds * 1000 - 500,
      );
      expect(peer.deliveries.get(messageId)).toBe(1);
      const row = await rowOf(id);
      expect(row.status).toBe('sent');
      expect(row.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await closeInstances();
      await peer.close();
    }
  }, 40_000);
});
