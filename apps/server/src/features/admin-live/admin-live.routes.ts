import { adminLiveStateSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { type AdminLiveDeps, adminLiveState } from './admin-live.service.ts';

/** The live dashboard's starting picture; an admin session on the admin host only (403 otherwise). */
export function adminLiveRoutes(deps: AdminLiveDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/admin/live',
      {
        schema: {
          operationId: 'getAdminLive',
          tags: ['admin'],
          summary:
            "The live dashboard's picture: company users online now per company (open real-time connections on every instance) and the events of the last 24 hours counted per hour",
          response: { 200: adminLiveStateSchema, 403: apiErrorSchema },
        },
      },
      (request) => adminLiveState(deps, request.ctx),
    );
  };
}
