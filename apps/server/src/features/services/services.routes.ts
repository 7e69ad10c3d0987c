import {
  serviceInputSchema,
  serviceListQuerySchema,
  serviceSchema,
  serviceTreeItemSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, pagedSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  createService,
  getService,
  listCompanyServices,
  refuseServiceEdit,
  removeService,
  type ServicesDeps,
  serviceTree,
} from './services.service.ts';

const tags = ['services'];

export function servicesRoutes(deps: ServicesDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/services',
      {
        schema: {
          operationId: 'listServices',
          tags,
          summary: 'Services of the company, flat; filter by parent, search any label',
          querystring: serviceListQuerySchema,
          response: { 200: pagedSchema(serviceSchema) },
        },
      },
      (request) => listCompanyServices(deps, request.ctx, request.query),
    );

    app.get(
      '/api/services/tree',
      {
        schema: {
          operationId: 'getServiceTree',
          tags,
          summary: 'Every service of the company in tree order (depth first) with its depth',
          response: { 200: z.array(serviceTreeItemSchema) },
        },
      },
      (request) => serviceTree(deps, request.ctx),
    );

    app.post(
      '/api/services',
      {
        schema: {
          operationId: 'createService',
          tags,
          body: serviceInputSchema,
          response: { 201: serviceSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createService(deps, request.ctx, request.body)),
    );

    app.get(
      '/api/services/:id',
      {
        schema: {
          operationId: 'getService',
          tags,
          params: idParamsSchema,
          response: { 200: serviceSchema, 404: apiErrorSchema },
        },
      },
      (request) => getService(deps, request.ctx, request.params.id),
    );

    app.put(
      '/api/services/:id',
      {
        schema: {
          operationId: 'updateService',
          tags,
          summary: 'Always refused: services cannot be edited after creation, only deleted',
          params: idParamsSchema,
          response: { 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      (request) => refuseServiceEdit(deps, request.ctx, request.params.id),
    );

    app.delete(
      '/api/services/:id',
      {
        schema: {
          operationId: 'deleteService',
          tags,
          summary: 'Delete a service and its sub-services',
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeService(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
