// Outbound webhooks' public face (ADR 053).

export { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './webhook-delivery-job.ts';
export { webhookPublisher } from './webhook-publisher.ts';
export { webhooksRoutes } from './webhooks.routes.ts';
