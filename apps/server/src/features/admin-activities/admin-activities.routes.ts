import { adminActivityListQuerySchema, adminActivitySchema, adminActivitySummarySchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getRoute, listRoute } from '../../platform/crud-routes.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  type AdminActivitiesDeps,
  getActivityForAdmin,
  listActivitiesForAdmin,
} from './admin-activities.service.ts';

const path = '/api/admin/activities';
const tags = ['admin'];

/**
 * Every recorded activity of the platform (issue 14, ADR 037): company-level ones and platform-level
 * ones without a company. An admin session on the admin host only (401 elsewhere, 403 for others).
 */
export function adminActivitiesRoutes(
  deps: AdminActivitiesDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    listRoute(
      app,
      { path, tags, item: adminActivitySummarySchema },
      {
        operationId: 'listAdminActivities',
        summary:
          'Every activity across the platform, newest first: filter by company (or platform-level only), actor, action, entity type and days',
        query: adminActivityListQuerySchema,
        errors: [403],
        run: (ctx, query) => listActivitiesForAdmin(deps, ctx, query),
      },
    );

    getRoute(
      app,
      { path, tags, item: adminActivitySchema },
      {
        operationId: 'getAdminActivity',
        summary: 'One activity: who, when, from which address, for which company, what changed',
        errors: [403, 404],
        run: (ctx, id) => getActivityForAdmin(deps, ctx, id),
      },
    );
  };
}
