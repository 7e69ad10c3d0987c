import type { SubscribableWebhookEvent, WebhookEventPayloads } from '@maxer/domain';
import type { Db } from '../db/client.ts';

/**
 * How a feature tells the company's webhook endpoints that something happened (ADR 053). Called
 * inside the transaction of the change, like a queued e-mail: the deliveries (and their jobs) exist
 * only if the change commits, so a rolled-back change delivers nothing. One line at the call site:
 *
 *   await deps.webhooks.publish(tx, companyId, 'customer.created', { id, number, … });
 */
export interface WebhookEvents {
  publish<T extends SubscribableWebhookEvent>(
    tx: Db,
    companyId: string,
    type: T,
    data: WebhookEventPayloads[T],
  ): Promise<void>;
}

/** Publishes nothing: for a process or a test that has no webhooks to deliver. */
export const NO_WEBHOOKS: WebhookEvents = { publish: async () => {} };
