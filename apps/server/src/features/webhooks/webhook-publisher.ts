import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { WebhookEvents } from '../../platform/webhook-events.ts';
import { enqueueDeliveries } from './webhook-delivery-job.ts';
import { insertDelivery, subscribedEndpoints } from './webhooks.repo.ts';

/** The message body every attempt posts, fixed once (Standard Webhooks: type, timestamp, data). */
export function messageBody(type: string, at: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/**
 * Queue one message to `endpointId` inside `tx` and wake its delivery job. The body is stored as
 * text, so every attempt and every "send again" signs and sends the same bytes.
 */
export async function queueMessage(
  jobs: JobQueue,
  tx: Db,
  message: { companyId: string; endpointId: string; eventId: string; eventType: string; payload: string },
) {
  const id = await insertDelivery(tx, message);
  await enqueueDeliveries(jobs, tx, message.companyId, message.endpointId);
  return id;
}

/**
 * The fan-out (ADR 053), inside the change's transaction: one delivery per active endpoint of the
 * company subscribed to the event, all of one event sharing its id. A company without endpoints
 * pays one indexed read.
 */
export function webhookPublisher(jobs: JobQueue, now: () => Date): WebhookEvents {
  return {
    async publish(tx, companyId, type, data) {
      const endpoints = await subscribedEndpoints(tx, companyId, type);
      if (endpoints.length === 0) return;
      const eventId = randomUUID();
      const payload = messageBody(type, now(), data);
      for (const { id } of endpoints)
        await queueMessage(jobs, tx, { companyId, endpointId: id, eventId, eventType: type, payload });
    },
  };
}
