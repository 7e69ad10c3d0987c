import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from './webhook-events.ts';

/** An endpoint's state: `failing` once a delivery used up its retries, until one succeeds again. */
export const WEBHOOK_ENDPOINT_STATES = ['ok', 'failing'] as const;
export type WebhookEndpointState = (typeof WEBHOOK_ENDPOINT_STATES)[number];

/** A delivery's state: waiting (first try or a retry due), delivered (2xx), failed (retries used up). */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** What the owner enters for an endpoint (/my-company/webhooks). */
export const webhookEndpointValuesSchema = z.object({
  url: z
    .string({ error: 'error_field_required' })
    .trim()
    .min(1, { error: 'error_field_required' })
    .max(2000, { error: 'error_field_invalid' })
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: 'error_webhook_url_invalid',
    }),
  description: z.string().trim().max(500, { error: 'error_field_invalid' }).default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'error_field_invalid' }))
    .min(1, { error: 'error_webhook_events_required' })
    .transform((events) => [...new Set(events)]),
  active: z.boolean().default(true),
});
export type WebhookEndpointValues = z.input<typeof webhookEndpointValuesSchema>;

export const webhookEndpointSchema = z.object({
  _id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  active: z.boolean(),
  state: z.enum(WEBHOOK_ENDPOINT_STATES),
  failingSince: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to creating an endpoint or rotating its secret: the only time the secret is shown. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  /** `whsec_` and the base64 key, as Standard Webhooks libraries take it. */
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });

/** One line of an endpoint's delivery log: the message and its latest attempt. */
export const webhookDeliverySchema = z.object({
  _id: z.string(),
  /** The `webhook-id` header: the same for every attempt and for "send again". */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** Attempts made so far. */
  attempts: z.number().int(),
  /** The receiver's HTTP status of the latest attempt; null when it gave none. */
  responseStatus: z.number().int().nullable(),
  /** Why the latest attempt failed without a status (timeout, refused address, connection). */
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  /** At most 1 KB of the receiver's answer. */
  responseSnippet: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const webhookDeliveryParamsSchema = z.object({
  id: z.uuid({ error: 'error_resource_not_found' }),
  deliveryId: z.uuid({ error: 'error_resource_not_found' }),
});
