// Webhook deliveries per second (issue 19, "Tests and figures"): N events published, each in its own
// transaction as a service publishes it with its change, to E endpoints of one company, then the
// delivery job (ADR 053: one job per endpoint, its messages one after the other, signed per Standard
// Webhooks, a fresh connection each) drains them into a real HTTP receiver on the loopback interface,
// the endpoints side by side, in one process. The figure counts only requests the receiver answered.
//
//   npx node bench/webhook-deliveries.ts
//
// BENCH_WEBHOOK_EVENTS  how many events (default 500); BENCH_WEBHOOK_ENDPOINTS  endpoints (default 4).
// DATABASE_URL: a PostgreSQL server instead of PGlite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { webhookEndpoints } from '../apps/server/src/db/schema/index.ts';
import {
  DEFAULT_WEBHOOK_SETTINGS,
  WEBHOOK_DELIVERY_JOB,
  webhookDeliveryJob,
} from '../apps/server/src/features/webhooks/webhook-delivery-job.ts';
import { webhookPublisher } from '../apps/server/src/features/webhooks/webhook-publisher.ts';
import { newSecret } from '../apps/server/src/features/webhooks/webhooks.service.ts';
import { createJobQueue } from '../apps/server/src/platform/jobs/queue.ts';
import type { Mailer } from '../apps/server/src/platform/mail/mailer.ts';
import { factories } from '../apps/server/src/testing/factories.ts';
import { startWebhookReceiver } from '../apps/server/src/testing/webhook-receiver.ts';
import { machineLine, numberFromEnv } from './helpers.ts';

export interface WebhookThroughput {
  database: 'pglite' | 'postgres';
  events: number;
  endpoints: number;
  received: number;
  publishMs: number;
  deliverMs: number;
  perSecond: number;
}

export async function runWebhookThroughput(): Promise<WebhookThroughput> {
  const events = numberFromEnv('BENCH_WEBHOOK_EVENTS', 500);
  const endpointCount = numberFromEnv('BENCH_WEBHOOK_ENDPOINTS', 4);
  const receiver = await startWebhookReceiver();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-webhooks-'));
  const url = process.env.DATABASE_URL;
  const database: Database = url ? await openPostgres(url) : await openPglite(dataDir);
  const jobs = createJobQueue(database, pino({ enabled: false }), { runWorker: false });
  try {
    await migrate(database);
    const db = database.db;
    jobs.define(
      webhookDeliveryJob({
        db,
        now: () => new Date(),
        jobs,
        // Every delivery succeeds here: the failing endpoint's e-mail is never composed.
        mailer: null as unknown as Mailer,
        publicUrl: 'http://localhost',
        webhookSettings: { ...DEFAULT_WEBHOOK_SETTINGS, allowPrivate: true, roundMs: 600_000 },
      }),
    );
    await jobs.start();
    const company = await factories(db).company();
    for (let index = 0; index < endpointCount; index += 1)
      await db.insert(webhookEndpoints).values({
        companyId: company.id,
        url: `${receiver.url}/endpoint-${index}`,
        events: ['customer.created'],
        secret: newSecret(),
      });
    const publisher = webhookPublisher(jobs, () => new Date());
    const publishStarted = performance.now();
    for (let index = 0; index < events; index += 1) {
      await db.transaction((tx) =>
        publisher.publish(tx, company.id, 'customer.created', {
          id: crypto.randomUUID(),
          number: 1000 + index,
          firstName: 'Hans',
          lastName: `Muster ${index}`,
          companyName: null,
          email: 'hans.muster@example.ch',
        }),
      );
    }
    const publishMs = performance.now() - publishStarted;
    const expected = events * endpointCount;
    const deliverStarted = performance.now();
    while (receiver.received.length < expected) {
      const round = await jobs.runDue(WEBHOOK_DELIVERY_JOB, { includeDeferred: true });
      if (round.length === 0) break;
    }
    const deliverMs = performance.now() - deliverStarted;
    return {
      database: database.kind === 'pglite' ? 'pglite' : 'postgres',
      events,
      endpoints: endpointCount,
      received: receiver.received.length,
      publishMs,
      deliverMs,
      perSecond: receiver.received.length / (deliverMs / 1000),
    };
  } finally {
    await jobs.stop();
    await database.close();
    await receiver.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeWebhookThroughput(result: WebhookThroughput): string {
  return (
    `  ${result.events} events × ${result.endpoints} endpoints on ${result.database}: published in ` +
    `${Math.round(result.publishMs)} ms (one transaction each), delivered in ${Math.round(result.deliverMs)} ms, ` +
    `${result.received} received: ${result.perSecond.toFixed(0)} deliveries/s through one worker`
  );
}

if (import.meta.main) {
  console.log(`webhook-deliveries on ${machineLine()}`);
  console.log(describeWebhookThroughput(await runWebhookThroughput()));
}
