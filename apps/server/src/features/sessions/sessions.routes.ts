import { sessionDetailSchema, sessionInfoSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, pagedSchema, pageQuerySchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  getOwnSession,
  listOwnSessions,
  revokeOtherOwnSessions,
  revokeOwnSession,
  type SessionsDeps,
} from './sessions.service.ts';

/** The signed-in account's active sessions ("login tokens"). */
export function sessionsRoutes(deps: SessionsDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/sessions',
      {
        schema: {
          operationId: 'listSessions',
          tags: ['sessions'],
          summary: "The signed-in account's active sessions",
          querystring: pageQuerySchema,
          response: { 200: pagedSchema(sessionInfoSchema) },
        },
      },
      (request) => listOwnSessions(deps, request.ctx, request.query),
    );

    app.delete(
      '/api/sessions',
      {
        schema: {
          operationId: 'revokeOtherSessions',
          tags: ['sessions'],
          summary: 'Sign out every other session of your account (this one stays)',
          response: { 200: z.object({ ended: z.number().int().min(0) }) },
        },
      },
      (request) => revokeOtherOwnSessions(deps, request.ctx),
    );

    app.get(
      '/api/sessions/:id',
      {
        schema: {
          operationId: 'getSession',
          tags: ['sessions'],
          summary: 'One of your active sessions: devices, every address seen and how it was used',
          params: idParamsSchema,
          response: { 200: sessionDetailSchema, 404: apiErrorSchema },
        },
      },
      (request) => getOwnSession(deps, request.ctx, request.params.id),
    );

    app.delete(
      '/api/sessions/:id',
      {
        schema: {
          operationId: 'revokeSession',
          tags: ['sessions'],
          summary: 'Sign out one of your other sessions',
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await revokeOwnSession(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
