import { searchQuerySchema, searchResultSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { type SearchDeps, searchForCompany } from './search.service.ts';

/** The company's global search (Ctrl+K in the app): a few of its own records per kind. */
export function searchRoutes(deps: SearchDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/search',
      {
        schema: {
          operationId: 'searchCompany',
          tags: ['search'],
          summary:
            "Search the company's own records: customers (name, company, e-mail, phone, city, number), jobs (number, customer, cities), invoices (number, customer), offers (recipient, job number); a few results per kind",
          querystring: searchQuerySchema,
          response: {
            200: searchResultSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      (request) => searchForCompany(deps, request.ctx, request.query),
    );
  };
}
