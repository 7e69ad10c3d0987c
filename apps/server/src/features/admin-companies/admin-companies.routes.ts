import {
  adminCompanyActiveSchema,
  adminCompanyCreateSchema,
  adminCompanyDetailSchema,
  adminCompanyFieldsSchema,
  adminCompanyListQuerySchema,
  adminCompanySummarySchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRoute, getRoute, listRoute, updateRoute } from '../../platform/crud-routes.ts';
import { requestLanguage } from '../../platform/language.ts';
import { apiErrorSchema, idParamsSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { type AdminCompaniesDeps, listCompaniesForAdmin } from './admin-companies.service.ts';
import {
  type AdminCompanyWriteDeps,
  changeCompanyForAdmin,
  createCompanyForAdmin,
  getCompanyForAdmin,
  setCompanyActive,
} from './admin-company-write.service.ts';

const path = '/api/admin/companies';
const collection = { path, tags: ['admin'], item: adminCompanySummarySchema };
const oneCompany = { path, tags: ['admin'], item: adminCompanyDetailSchema };

/**
 * The platform admin's companies (spec §2 "Platform admin area"). Only an admin session reaches them:
 * it is valid on the admin host alone (a session of the other side is unknown there, 401), and a
 * company's user or key is refused by the permission table (403).
 */
export function adminCompaniesRoutes(
  deps: AdminCompaniesDeps & AdminCompanyWriteDeps & { authenticate: Authenticate },
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
    createRoute(app, oneCompany, {
      operationId: 'createAdminCompany',
      summary:
        'A new company with its first owner, who gets an invitation e-mail to set a password (422 error_no_package, 409 error_email_exists or error_company_name_taken)',
      body: adminCompanyCreateSchema,
      errors: [400, 403, 409, 422],
      run: (ctx, values, request) => createCompanyForAdmin(deps, ctx, values, requestLanguage(request)),
    });
    getRoute(app, oneCompany, {
      operationId: 'getAdminCompany',
      summary: 'One company with its settings, package and owners',
      errors: [403, 404],
      run: (ctx, id) => getCompanyForAdmin(deps, ctx, id),
    });
    updateRoute(app, oneCompany, {
      operationId: 'updateAdminCompany',
      summary: 'Change a company’s fields, its package included; recorded in its activities',
      body: adminCompanyFieldsSchema,
      errors: [400, 403, 404, 409, 422],
      run: (ctx, id, values) => changeCompanyForAdmin(deps, ctx, id, values),
    });
    app.patch(
      `${path}/:id/active`,
      {
        schema: {
          operationId: 'setAdminCompanyActive',
          tags: ['admin'],
          summary:
            'Switch a company off (its users get 423 error_company_inactive, their real-time connections close) or on again',
          params: idParamsSchema,
          body: adminCompanyActiveSchema,
          response: {
            200: adminCompanyDetailSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) => setCompanyActive(deps, request.ctx, request.params.id, request.body.active),
    );
  };
}
