import { adminCompanyListQuerySchema, adminCompanySummarySchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRoute } from '../../platform/crud-routes.ts';
import type { Authenticate } from '../../platform/types.ts';
import { type AdminCompaniesDeps, listCompaniesForAdmin } from './admin-companies.service.ts';

const collection = { path: '/api/admin/companies', tags: ['admin'], item: adminCompanySummarySchema };

/**
 * The platform admin's companies (spec §2 "Platform admin area"). Only an admin session reaches them:
 * it is valid on the admin host alone (a session of the other side is unknown there, 401), and a
 * company's user or key is refused by the permission table (403).
 */
export function adminCompaniesRoutes(
  deps: AdminCompaniesDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    listRoute(app, collection, {
      operationId: 'listAdminCompanies',
      summary:
        'Every company of the platform: search by name, city or owner e-mail; filter by active and package; with users, contracts of the last 30 days and last activity',
      query: adminCompanyListQuerySchema,
      errors: [403],
      run: (ctx, query) => listCompaniesForAdmin(deps, ctx, query),
    });
  };
}
