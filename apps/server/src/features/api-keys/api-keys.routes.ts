import { apiKeyInputSchema, apiKeyListQuerySchema, apiKeySchema, createdApiKeySchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, pagedSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  type ApiKeysDeps,
  createApiKey,
  listCompanyApiKeys,
  revokeCompanyApiKey,
} from './api-keys.service.ts';

/** The company's API keys (/my-company/api-keys, ADR 052): an owner's, never reachable with a key. */
export function apiKeysRoutes(deps: ApiKeysDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/api-keys',
      {
        schema: {
          operationId: 'listApiKeys',
          tags: ['api-keys'],
          summary: "The company's API keys, revoked and expired ones included",
          querystring: apiKeyListQuerySchema,
          response: { 200: pagedSchema(apiKeySchema) },
        },
      },
      (request) => listCompanyApiKeys(deps, request.ctx, request.query),
    );

    app.post(
      '/api/api-keys',
      {
        schema: {
          operationId: 'createApiKey',
          tags: ['api-keys'],
          summary: 'Create an API key; its token is in this answer only',
          body: apiKeyInputSchema,
          response: { 201: createdApiKeySchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createApiKey(deps, request.ctx, request.body)),
    );

    app.delete(
      '/api/api-keys/:id',
      {
        schema: {
          operationId: 'revokeApiKey',
          tags: ['api-keys'],
          summary: 'Revoke an API key: it answers 401 from now on',
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await revokeCompanyApiKey(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
