import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';
import type { MailTransport } from './transport.ts';
import { startMailWorker } from './worker.ts';

/** What services use: enqueue inside their transaction, kick the worker after the commit. */
export interface Mailer {
  readonly transport: MailTransport;
  enqueue(tx: Db, mail: OutgoingMail): Promise<string>;
  kick(): void;
}

export function createMailer(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
  runWorker: boolean;
}): Mailer & { start(): void; stop(): Promise<void> } {
  const domain = new URL(deps.publicUrl).hostname;
  let worker: ReturnType<typeof startMailWorker> | null = null;
  return {
    transport: deps.transport,
    enqueue: (tx, mail) => enqueueMail(tx, mail, domain),
    kick: () => worker?.kick(),
    start() {
      if (deps.runWorker && !worker) worker = startMailWorker(deps);
    },
    async stop() {
      await worker?.stop();
      worker = null;
      deps.transport.close();
    },
  };
}
