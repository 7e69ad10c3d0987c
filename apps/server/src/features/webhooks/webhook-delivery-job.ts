import { WEBHOOK_RETRY_DELAYS_SECONDS } from '@maxer/domain';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../db/client.ts';
import type { JobKind, JobKindOptions, JobQueue } from '../../platform/jobs/queue.ts';
import { composeMail } from '../../platform/mail/compose/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { fill, texts } from '../../platform/texts.ts';
import type { Resolve } from './webhook-address.ts';
import { type AttemptOutcome, postWebhook } from './webhook-request.ts';
import {
  clearFailing,
  companyAndOwners,
  type DeliveryRow,
  type EndpointRow,
  findEndpoint,
  headDelivery,
  lockEndpoint,
  markFailing,
  recordAttempt,
} from './webhooks.repo.ts';

/** Delivers an endpoint's waiting messages, oldest first (ADR 053): one job per endpoint at a time. */
export const WEBHOOK_DELIVERY_JOB = 'webhooks.deliver';
export const WEBHOOK_FAILING_MAIL = 'webhook-failing';

export interface WebhookDeliveryJob {
  companyId: string;
  endpointId: string;
}

/** How deliveries are made; the defaults are production's, tests shorten them (AppDeps.webhooks). */
export interface WebhookSettings {
  /** WEBHOOKS_ALLOW_PRIVATE: private and local addresses (and http://) allowed, for development. */
  allowPrivate: boolean;
  /** One attempt's bound, connection to last byte read. */
  timeoutMs: number;
  /** The waits before each retry; after the last one the delivery has failed. */
  retryDelaysSeconds: readonly number[];
  /** How long one job keeps delivering before it hands the endpoint to a fresh job. */
  roundMs: number;
  /** Name resolution (default the system's). */
  resolve?: Resolve;
}

export const DEFAULT_WEBHOOK_SETTINGS: Omit<WebhookSettings, 'allowPrivate'> = {
  timeoutMs: 10_000,
  retryDelaysSeconds: WEBHOOK_RETRY_DELAYS_SECONDS,
  roundMs: 60_000,
};

export interface WebhookJobDeps {
  db: Db;
  now: () => Date;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  webhookSettings: WebhookSettings;
}

/**
 * The job's own retries are for a crash or a lost database only: a receiver's failure is recorded
 * on its delivery and retried on the delivery's schedule by a later job of the same endpoint.
 * `exclusive` with the endpoint as key: one job waiting or running per endpoint, so its messages
 * go one after the other, in order, across every worker.
 */
function jobOptions(settings: WebhookSettings): JobKindOptions {
  return {
    retryLimit: 10,
    retryDelaySeconds: 10,
    retryBackoff: true,
    retryDelayMaxSeconds: 600,
    expireInSeconds: Math.ceil((settings.roundMs + settings.timeoutMs) / 1000) + 60,
    concurrency: 4,
    policy: 'exclusive',
  };
}

/** Queue the endpoint's job inside `tx` (none is added while one waits or runs: it finds the work). */
export function enqueueDeliveries(
  jobs: JobQueue,
  tx: Db,
  companyId: string,
  endpointId: string,
  startAfter?: Date,
) {
  return jobs.enqueue(tx, WEBHOOK_DELIVERY_JOB, { companyId, endpointId } satisfies WebhookDeliveryJob, {
    singletonKey: endpointId,
    ...(startAfter ? { startAfter } : {}),
  });
}

/** The Standard Webhooks headers of one attempt: the message id stays, the time is the attempt's. */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string) {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}

/** The message id (`webhook-id`): the same for every attempt and every "send again" of one event. */
export const messageIdOf = (eventId: string) => `msg_${eventId}`;

async function attempt(deps: WebhookJobDeps, endpoint: EndpointRow, head: DeliveryRow) {
  const at = deps.now();
  const outcome: AttemptOutcome = await postWebhook(new URL(endpoint.url), {
    headers: signedHeaders(endpoint.secret, messageIdOf(head.eventId), at, head.payload),
    body: head.payload,
    timeoutMs: deps.webhookSettings.timeoutMs,
    policy: deps.webhookSettings,
    resolve: deps.webhookSettings.resolve,
  });
  const delays = deps.webhookSettings.retryDelaysSeconds;
  const made = head.attempts + 1;
  await deps.db.transaction(async (tx) => {
    if (outcome.ok) {
      await recordAttempt(tx, head.id, outcome, at, { status: 'delivered', nextAttemptAt: null });
      await clearFailing(tx, endpoint.companyId, endpoint.id);
      return;
    }
    const delay = delays[made - 1];
    if (delay !== undefined) {
      const nextAttemptAt = new Date(at.getTime() + delay * 1000);
      await recordAttempt(tx, head.id, outcome, at, { status: 'pending', nextAttemptAt });
      return;
    }
    await recordAttempt(tx, head.id, outcome, at, { status: 'failed', nextAttemptAt: null });
    // Only the failure that marks the endpoint failing mails: one e-mail until it works again.
    if (await markFailing(tx, endpoint.companyId, endpoint.id, at))
      await mailOwners(deps, tx, endpoint, head);
  });
}

async function mailOwners(deps: WebhookJobDeps, tx: Db, endpoint: EndpointRow, head: DeliveryRow) {
  const { company, owners } = await companyAndOwners(tx, endpoint.companyId);
  for (const owner of owners) {
    const t = texts(owner.language, 'webhooks');
    const link = `${deps.publicUrl}${owner.language === 'en' ? '/en' : ''}/my-company/webhooks/${endpoint.id}`;
    await deps.mailer.enqueue(tx, {
      companyId: endpoint.companyId,
      kind: WEBHOOK_FAILING_MAIL,
      to: owner.email,
      ...composeMail({
        subject: fill(t.failingSubject, { url: endpoint.url }),
        blocks: [
          fill(t.failingGreeting, { name: `${owner.firstName} ${owner.lastName}`.trim() }),
          fill(t.failingText, { event: head.eventType, company: company?.name ?? '', url: endpoint.url }),
          fill(t.failingAction, { link }),
          t.regards,
        ],
      }),
    });
  }
}

export function webhookDeliveryJob(deps: WebhookJobDeps): JobKind<WebhookDeliveryJob, string> {
  return {
    name: WEBHOOK_DELIVERY_JOB,
    options: jobOptions(deps.webhookSettings),
    async run(job) {
      const { companyId, endpointId } = job.data;
      const roundEnds = Date.now() + deps.webhookSettings.roundMs;
      const due = (row: DeliveryRow | undefined) =>
        row !== undefined && (row.nextAttemptAt === null || row.nextAttemptAt <= deps.now());
      for (;;) {
        if (job.signal.aborted) throw new Error('the delivery round was stopped');
        const endpoint = await findEndpoint(deps.db, companyId, endpointId);
        const head = endpoint?.active ? await headDelivery(deps.db, companyId, endpointId) : undefined;
        if (endpoint && head && due(head) && Date.now() < roundEnds) {
          await attempt(deps, endpoint, head);
          continue;
        }
        // End of the round. Under the endpoint's lock, so a message committed meanwhile is either
        // seen here or queues a job of its own once this one is complete (webhooks.repo.ts).
        const ended = await deps.db.transaction(async (tx) => {
          const locked = await lockEndpoint(tx, companyId, endpointId);
          const waiting = locked?.active ? await headDelivery(tx, companyId, endpointId) : undefined;
          if (due(waiting) && Date.now() < roundEnds) return false;
          if (!(await job.completeIn(tx))) throw new Error('the delivery job was taken over');
          // A retry coming due, or the rest of a long queue: the endpoint's next job.
          if (waiting)
            await enqueueDeliveries(
              deps.jobs,
              tx,
              companyId,
              endpointId,
              due(waiting) ? undefined : (waiting.nextAttemptAt ?? undefined),
            );
          return true;
        });
        if (ended) return head ? 'waiting' : 'done';
      }
    },
  };
}
