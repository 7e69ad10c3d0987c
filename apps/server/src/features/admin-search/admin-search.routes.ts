import { adminSearchQuerySchema, adminSearchResultSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { type AdminSearchDeps, searchForAdmin } from './admin-search.service.ts';

/**
 * The platform admin's global search (spec §2 "/admin/global-search"): one box across every company.
 * Only an admin session on the admin host reaches it (401 elsewhere; a company's user or key: 403).
 */
export function adminSearchRoutes(
  deps: AdminSearchDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/admin/search',
      {
        schema: {
          operationId: 'searchAdmin',
          tags: ['admin'],
          summary:
            'Search every company at once: companies (name, city), users (name, e-mail), customers (name, company, e-mail, number), contracts (number, customer), offers (recipient, contract number), invoices (number, customer); a few results per kind with the count of matches',
          querystring: adminSearchQuerySchema,
          response: {
            200: adminSearchResultSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      (request) => searchForAdmin(deps, request.ctx, request.query),
    );
  };
}
