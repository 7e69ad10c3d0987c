import { activitySchema, customerInputSchema, customerListQuerySchema, customerSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

    app.get(
      '/api/customers',
      {
        schema: {
          operationId: 'listCustomers',
          tags,
          summary: 'Customers of the company: search by name, number, e-mail, phone or city',
          querystring: customerListQuerySchema,
          response: { 200: pagedSchema(customerSchema) },
        },
      },
      (request) => listCompanyCustomers(deps, request.ctx, request.query),
    );

    app.post(
      '/api/customers',
      {
        schema: {
          operationId: 'createCustomer',
          tags,
          body: customerInputSchema,
          response: { 201: customerSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createCustomer(deps, request.ctx, request.body)),
    );

    app.get(
      '/api/customers/:id',
      {
        schema: {
          operationId: 'getCustomer',
          tags,
          params: idParamsSchema,
          response: { 200: customerSchema, 404: apiErrorSchema },
        },
      },
      (request) => getCustomer(deps, request.ctx, request.params.id),
    );

    app.put(
      '/api/customers/:id',
      {
        schema: {
          operationId: 'updateCustomer',
          tags,
          params: idParamsSchema,
          body: customerInputSchema,
          response: { 200: customerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => changeCustomer(deps, request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/api/customers/:id',
      {
        schema: {
          operationId: 'deleteCustomer',
          tags,
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeCustomer(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );

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
