import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { deliverDueMail } from './delivery.ts';
import type { MailTransport } from './transport.ts';

/**
 * Sends the outbox in the background: every few seconds, and at once when kicked after a commit.
 * Several instances may each run one; the claim keeps them from sending a message twice.
 */
export function startMailWorker(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  now: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const { sent, failed } = await deliverDueMail(deps);
          if (sent || failed) deps.log.info({ sent, failed }, 'mail delivery');
        } catch (error) {
          deps.log.error({ err: error }, 'mail delivery failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(run, deps.intervalMs ?? 5000);
  timer.unref();
  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
