import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobKindOptions, JobQueue } from '../jobs/queue.ts';
import { adoptWaitingMail, MAIL_JOB_OPTIONS, mailJobKind, type OnMailFailed } from './delivery.ts';
import { enqueueMail, enqueueMailJob, type OutgoingMail } from './outbox.ts';
import type { MailTransport } from './transport.ts';

/**
 * What services use: enqueue inside their transaction. The job queue sends the message once the
 * transaction commits (its notification wakes a worker at once).
 */
export interface Mailer {
  readonly transport: MailTransport;
  enqueue(tx: Db, mail: OutgoingMail): Promise<string>;
  /** Queue message `mailId` of the outbox again (a failed one put back by the office), inside `tx`. */
  requeue(tx: Db, mailId: string): Promise<void>;
}

/** The mailer on `jobs`: defines the mail job there; `start` after the queue has started. */
export function createMailer(deps: {
  db: Db;
  jobs: JobQueue;
  transport: MailTransport;
  from: string;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
  runWorker: boolean;
  jobOptions?: JobKindOptions;
  /** Told of a company's message that failed for good, in the transaction that marks it. */
  onFailed?: OnMailFailed;
}): Mailer & { start(): Promise<void>; stop(): void } {
  const domain = new URL(deps.publicUrl).hostname;
  deps.jobs.define(mailJobKind(deps, deps.jobOptions ?? MAIL_JOB_OPTIONS));
  return {
    transport: deps.transport,
    enqueue: (tx, mail) => enqueueMail(tx, deps.jobs, mail, domain),
    async requeue(tx, mailId) {
      await enqueueMailJob(tx, deps.jobs, mailId);
    },
    async start() {
      if (deps.runWorker) await adoptWaitingMail(deps.db, deps.jobs, deps.log);
    },
    stop: () => deps.transport.close(),
  };
}
