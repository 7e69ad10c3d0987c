import { randomBytes, randomUUID } from 'node:crypto';
import {
  type Page,
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type webhookEndpointValuesSchema,
} from '@maxer/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { checkEndpointUrl } from './webhook-address.ts';
import { enqueueDeliveries, messageIdOf, type WebhookSettings } from './webhook-delivery-job.ts';
import { messageBody, queueMessage } from './webhook-publisher.ts';
import {
  type DeliveryRow,
  deleteEndpoint,
  type EndpointRow,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  updateEndpoint,
} from './webhooks.repo.ts';

export interface WebhooksDeps {
  db: Db;
  now: () => Date;
  jobs: JobQueue;
  webhookSettings: WebhookSettings;
}

type Values = z.output<typeof webhookEndpointValuesSchema>;

const ENTITY = 'webhook-endpoint';

/** A new signing secret: `whsec_` and 32 random bytes in base64, as Standard Webhooks libraries take it. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const KNOWN = new Set<string>(WEBHOOK_EVENT_TYPES);

function toEndpoint(row: Omit<EndpointRow, 'secret'>): WebhookEndpoint {
  return {
    _id: row.id,
    url: row.url,
    description: row.description,
    // An event dropped from the catalogue later is not offered back.
    events: row.events.filter((event) => KNOWN.has(event)) as WebhookEndpoint['events'],
    active: row.active,
    state: row.failingSince ? 'failing' : 'ok',
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    _id: row.id,
    messageId: messageIdOf(row.eventId),
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    error: row.error,
    durationMs: row.durationMs,
    responseSnippet: row.responseSnippet,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function endpointOf(deps: WebhooksDeps, companyId: string, id: string) {
  const row = await findEndpoint(deps.db, companyId, id);
  if (!row) throw notFound();
  return row;
}

export async function listWebhookEndpoints(deps: WebhooksDeps, ctx: RequestContext) {
  authorize(ctx, 'webhook:manage');
  return { items: (await listEndpoints(deps.db, companyOf(ctx))).map(toEndpoint) };
}

export async function getWebhookEndpoint(deps: WebhooksDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'webhook:manage');
  return toEndpoint(await endpointOf(deps, companyOf(ctx), id));
}

/** Register an endpoint; the answer carries its signing secret, the only time it is shown. */
export async function createWebhookEndpoint(
  deps: WebhooksDeps,
  ctx: RequestContext,
  values: Values,
): Promise<WebhookEndpointWithSecret> {
  authorize(ctx, 'webhook:manage');
  const companyId = companyOf(ctx);
  await checkEndpointUrl(values.url, deps.webhookSettings, deps.webhookSettings.resolve);
  const secret = newSecret();
  const id = await deps.db.transaction(async (tx) => {
    const created = await insertEndpoint(tx, companyId, values, secret);
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: created,
      action: 'create',
      changes: diff(null, values),
    });
    return created;
  });
  return { ...toEndpoint(await endpointOf(deps, companyId, id)), secret };
}

export async function changeWebhookEndpoint(
  deps: WebhooksDeps,
  ctx: RequestContext,
  id: string,
  values: Values,
): Promise<WebhookEndpoint> {
  authorize(ctx, 'webhook:manage');
  const companyId = companyOf(ctx);
  const before = await endpointOf(deps, companyId, id);
  if (values.url !== before.url)
    await checkEndpointUrl(values.url, deps.webhookSettings, deps.webhookSettings.resolve);
  await deps.db.transaction(async (tx) => {
    if (!(await updateEndpoint(tx, companyId, id, values))) throw notFound();
    const { url, description, events, active } = before;
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      changes: diff({ url, description, events, active }, values),
    });
    // Switched on again: what waited meanwhile goes now, in order.
    if (values.active && !before.active) await enqueueDeliveries(deps.jobs, tx, companyId, id);
  });
  return toEndpoint(await endpointOf(deps, companyId, id));
}

export async function deleteWebhookEndpoint(deps: WebhooksDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'webhook:manage');
  const companyId = companyOf(ctx);
  const before = await endpointOf(deps, companyId, id);
  await deps.db.transaction(async (tx) => {
    // Its deliveries go with it (cascade); a job still queued finds nothing.
    if (!(await deleteEndpoint(tx, companyId, id))) throw notFound();
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'delete',
      changes: diff({ url: before.url }, null),
    });
  });
}

/** A new signing secret, shown once; the old one stops signing at once. */
export async function rotateWebhookSecret(
  deps: WebhooksDeps,
  ctx: RequestContext,
  id: string,
): Promise<WebhookEndpointWithSecret> {
  authorize(ctx, 'webhook:manage');
  const companyId = companyOf(ctx);
  await endpointOf(deps, companyId, id);
  const secret = newSecret();
  await deps.db.transaction(async (tx) => {
    if (!(await updateEndpoint(tx, companyId, id, { secret }))) throw notFound();
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      changes: { secret: ['…', '…'] },
    });
  });
  return { ...toEndpoint(await endpointOf(deps, companyId, id)), secret };
}

/** Queue a `webhook.test` message to this endpoint alone (after whatever waits before it). */
export async function sendTestWebhook(
  deps: WebhooksDeps,
  ctx: RequestContext,
  id: string,
): Promise<WebhookDelivery> {
  authorize(ctx, 'webhook:manage');
  const companyId = companyOf(ctx);
  await endpointOf(deps, companyId, id);
  const deliveryId = await deps.db.transaction((tx) =>
    queueMessage(deps.jobs, tx, {
      companyId,
      endpointId: id,
      eventId: randomUUID(),
      eventType: 'webhook.test',
      payload: messageBody('webhook.test', deps.now(), { endpointId: id }),
    }),
  );
  const row = await findDelivery(deps.db, companyId, id, deliveryId);
  if (!row) throw notFound();
  return toDelivery(row);
}

export async function listWebhookDeliveries(
  deps: WebhooksDeps,
  ctx: RequestContext,
  id: string,
  page: { page: number; pageSize: number },
): Promise<Page<WebhookDelivery>> {
  authorize(ctx, 'webhook:manage');
  const companyId = companyOf(ctx);
  await endpointOf(deps, companyId, id);
  const { items, total } = await listDeliveries(deps.db, companyId, id, page);
  return { items: items.map(toDelivery), total, page: page.page, pageSize: page.pageSize };
}

/**
 * Send a message again: a new delivery of the same body and the same `webhook-id` (a receiver that
 * already handled it can tell), at the end of the endpoint's queue.
 */
export async function resendWebhookDelivery(
  deps: WebhooksDeps,
  ctx: RequestContext,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  authorize(ctx, 'webhook:manage');
  const companyId = companyOf(ctx);
  await endpointOf(deps, companyId, id);
  const original = await findDelivery(deps.db, companyId, id, deliveryId);
  if (!original) throw notFound();
  const copy = await deps.db.transaction((tx) =>
    queueMessage(deps.jobs, tx, {
      companyId,
      endpointId: id,
      eventId: original.eventId,
      eventType: original.eventType,
      payload: original.payload,
    }),
  );
  const row = await findDelivery(deps.db, companyId, id, copy);
  if (!row) throw notFound();
  return toDelivery(row);
}
