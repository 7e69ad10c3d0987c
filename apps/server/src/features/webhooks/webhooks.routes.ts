import {
  webhookDeliveryParamsSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointValuesSchema,
  webhookEndpointWithSecretSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, pagedSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { type WebhookJobDeps, webhookDeliveryJob } from './webhook-delivery-job.ts';
import { scheduleWebhookPruning } from './webhook-retention.ts';
import {
  changeWebhookEndpoint,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendTestWebhook,
} from './webhooks.service.ts';

const tags = ['webhooks'];

/** Outbound webhooks (ADR 053): endpoints, their secrets, the delivery log; the delivery job. */
export function webhooksRoutes(deps: WebhookJobDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.jobs.define(webhookDeliveryJob(deps));
    scheduleWebhookPruning(app.jobs, deps);
    app.addHook('onRequest', deps.authenticate);
    app.get(
      '/api/webhook-endpoints',
      {
        schema: {
          operationId: 'listWebhookEndpoints',
          tags,
          summary: 'The company’s webhook endpoints (never their secrets)',
          response: { 200: webhookEndpointListSchema, 403: apiErrorSchema },
        },
      },
      (request) => listWebhookEndpoints(deps, request.ctx),
    );
    app.post(
      '/api/webhook-endpoints',
      {
        schema: {
          operationId: 'createWebhookEndpoint',
          tags,
          summary: 'Register an endpoint: https, a public address; the answer shows its signing secret once',
          body: webhookEndpointValuesSchema,
          response: { 201: webhookEndpointWithSecretSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createWebhookEndpoint(deps, request.ctx, request.body)),
    );
    app.get(
      '/api/webhook-endpoints/:id',
      {
        schema: {
          operationId: 'getWebhookEndpoint',
          tags,
          summary: 'One endpoint: address, events, active, failing since',
          params: idParamsSchema,
          response: { 200: webhookEndpointSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => getWebhookEndpoint(deps, request.ctx, request.params.id),
    );
    app.put(
      '/api/webhook-endpoints/:id',
      {
        schema: {
          operationId: 'updateWebhookEndpoint',
          tags,
          summary: 'Change an endpoint’s address, description, events or active switch',
          params: idParamsSchema,
          body: webhookEndpointValuesSchema,
          response: {
            200: webhookEndpointSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) => changeWebhookEndpoint(deps, request.ctx, request.params.id, request.body),
    );
    app.delete(
      '/api/webhook-endpoints/:id',
      {
        schema: {
          operationId: 'deleteWebhookEndpoint',
          tags,
          summary: 'Remove an endpoint and its delivery log',
          params: idParamsSchema,
          response: { 204: z.null(), 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await deleteWebhookEndpoint(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/api/webhook-endpoints/:id/rotate-secret',
      {
        schema: {
          operationId: 'rotateWebhookSecret',
          tags,
          summary: 'A new signing secret, shown once; the old one stops at once',
          params: idParamsSchema,
          response: { 200: webhookEndpointWithSecretSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => rotateWebhookSecret(deps, request.ctx, request.params.id),
    );
    app.post(
      '/api/webhook-endpoints/:id/test',
      {
        schema: {
          operationId: 'sendTestWebhook',
          tags,
          summary: 'Queue a `webhook.test` message to this endpoint',
          params: idParamsSchema,
          response: { 201: webhookDeliverySchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await sendTestWebhook(deps, request.ctx, request.params.id)),
    );
    app.get(
      '/api/webhook-endpoints/:id/deliveries',
      {
        schema: {
          operationId: 'listWebhookDeliveries',
          tags,
          summary: 'The endpoint’s delivery log, newest first: status, attempts, answer, duration',
          params: idParamsSchema,
          querystring: webhookDeliveryQuerySchema,
          response: { 200: pagedSchema(webhookDeliverySchema), 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => listWebhookDeliveries(deps, request.ctx, request.params.id, request.query),
    );
    app.post(
      '/api/webhook-endpoints/:id/deliveries/:deliveryId/resend',
      {
        schema: {
          operationId: 'resendWebhookDelivery',
          tags,
          summary: 'Send a message again (same body and webhook-id), after what waits before it',
          params: webhookDeliveryParamsSchema,
          response: { 201: webhookDeliverySchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await resendWebhookDelivery(deps, request.ctx, request.params.id, request.params.deliveryId)),
    );
  };
}
