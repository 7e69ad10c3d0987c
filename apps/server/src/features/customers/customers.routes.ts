import { activitySchema, customerInputSchema, customerListQuerySchema, customerSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '../../platform/crud-routes.ts';
import { apiErrorSchema, idParamsSchema, pagedSchema, pageQuerySchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  type CustomersDeps,
  changeCustomer,
  createCustomer,
  customerHistory,
  getCustomer,
  listCompanyCustomers,
  removeCustomer,
} from './customers.service.ts';

const tags = ['customers'];

export function customersRoutes(deps: CustomersDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    crudRoutes(app, {
      path: '/api/customers',
      tags,
      item: customerSchema,
      list: {
        operationId: 'listCustomers',
        summary: 'Customers of the company: search by name, number, e-mail, phone or city',
        query: customerListQuerySchema,
        errors: [],
        // The busiest list: written by its schema (ADR 065).
        schemaSerialized: true,
        run: (ctx, query) => listCompanyCustomers(deps, ctx, query),
      },
      create: {
        operationId: 'createCustomer',
        body: customerInputSchema,
        errors: [400],
        run: (ctx, values) => createCustomer(deps, ctx, values),
      },
      get: { operationId: 'getCustomer', errors: [404], run: (ctx, id) => getCustomer(deps, ctx, id) },
      update: {
        operationId: 'updateCustomer',
        body: customerInputSchema,
        errors: [400, 404],
        run: (ctx, id, values) => changeCustomer(deps, ctx, id, values),
      },
      delete: {
        operationId: 'deleteCustomer',
        errors: [404],
        run: (ctx, id) => removeCustomer(deps, ctx, id),
      },
    });

    app.get(
      '/api/customers/:id/history',
      {
        schema: {
          operationId: 'getCustomerHistory',
          tags,
          summary: 'Changes to the customer, newest first',
          params: idParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: pagedSchema(activitySchema), 404: apiErrorSchema },
        },
      },
      (request) => customerHistory(deps, request.ctx, request.params.id, request.query),
    );
  };
}
