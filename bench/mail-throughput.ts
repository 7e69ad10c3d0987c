// E-mails sent per second through the outbox (issue 5, "Tests and figures"): N messages enqueued in
// the database with their jobs, then the mail job's handler (take due jobs from the queue, send over
// SMTP, mark sent and complete the job) drains them into a real SMTP server (smtp-server) on the
// loopback interface, in rounds of 50 side by side, in one process. The figure counts only messages
// the SMTP server received.
//
//   npx node bench/mail-throughput.ts
//
// BENCH_MAILS   how many messages (default 500). DATABASE_URL: a PostgreSQL server instead of PGlite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createJobQueue } from '../apps/server/src/platform/jobs/queue.ts';
import { deliverQueuedMail, mailJobKind } from '../apps/server/src/platform/mail/delivery.ts';
import { enqueueMail } from '../apps/server/src/platform/mail/outbox.ts';
import { smtpTransport } from '../apps/server/src/platform/mail/transport.ts';
import { freePort, machineLine, numberFromEnv } from './helpers.ts';

export interface MailThroughput {
  database: 'pglite' | 'postgres';
  messages: number;
  received: number;
  enqueueMs: number;
  deliverMs: number;
  perSecond: number;
}

export async function runMailThroughput(): Promise<MailThroughput> {
  const count = numberFromEnv('BENCH_MAILS', 500);
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-mail-'));
  const url = process.env.DATABASE_URL;
  const database: Database = url ? await openPostgres(url) : await openPglite(dataDir);
  const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
  const jobs = createJobQueue(database, pino({ enabled: false }), { runWorker: false });
  try {
    await migrate(database);
    const db = database.db;
    jobs.define(mailJobKind({ db, transport, from: 'bench@maxer.test', now: () => new Date() }));
    await jobs.start();
    const html = `<p>Grüezi</p><p>${'Ihre Offerte für den Umzug. '.repeat(40)}</p>`;
    const enqueueStarted = performance.now();
    // Each message in its own transaction, as a service enqueues it with its change.
    for (let index = 0; index < count; index += 1) {
      await db.transaction((tx) =>
        enqueueMail(
          tx,
          jobs,
          {
            companyId: null,
            kind: 'bench',
            to: `kunde-${index}@example.ch`,
            subject: `Offerte ${index}`,
            html,
            text: html.replace(/<[^>]+>/g, ' '),
          },
          'bench.maxer.test',
        ),
      );
    }
    const enqueueMs = performance.now() - enqueueStarted;

    const deliverStarted = performance.now();
    let sent = 0;
    while (sent < count) {
      const round = await deliverQueuedMail(jobs);
      if (round.sent === 0 && round.failed === 0) break;
      if (round.failed > 0) throw new Error(`${round.failed} messages failed`);
      sent += round.sent;
    }
    const deliverMs = performance.now() - deliverStarted;
    return {
      database: database.kind === 'pglite' ? 'pglite' : 'postgres',
      messages: count,
      received,
      enqueueMs,
      deliverMs,
      perSecond: received / (deliverMs / 1000),
    };
  } finally {
    await jobs.stop();
    transport.close();
    await database.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeMailThroughput(result: MailThroughput): string {
  return (
    `  ${result.messages} messages on ${result.database}: enqueued in ${Math.round(result.enqueueMs)} ms ` +
    `(one transaction each), delivered in ${Math.round(result.deliverMs)} ms, ` +
    `${result.received} received: ${result.perSecond.toFixed(0)} e-mails/s through one worker`
  );
}

if (import.meta.main) {
  console.log(`mail-throughput on ${machineLine()}`);
  console.log(describeMailThroughput(await runMailThroughput()));
}
