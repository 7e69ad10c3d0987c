import { adminOverviewSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { type AdminOverviewDeps, adminOverview } from './admin-overview.service.ts';

/** The platform admin's home page figures; an admin session on the admin host only (403 otherwise). */
export function adminOverviewRoutes(
  deps: AdminOverviewDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/admin/overview',
      {
        schema: {
          operationId: 'getAdminOverview',
          tags: ['admin'],
          summary:
            "The platform admin's home page figures: companies active, inactive and new this month, monthly recurring revenue, sign-ins today, new companies per month and sign-ins per day",
          response: { 200: adminOverviewSchema, 403: apiErrorSchema },
        },
      },
      (request) => adminOverview(deps, request.ctx),
    );
  };
}
