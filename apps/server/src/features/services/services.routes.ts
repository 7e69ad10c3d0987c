import {
  serviceInputSchema,
  serviceListQuerySchema,
  serviceSchema,
  serviceTreeItemSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createRoute, deleteRoute, getRoute, listRoute } from '../../platform/crud-routes.ts';
import { apiErrorSchema, idParamsSchema } from '../../platform/schemas.ts';
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
const collection = { path: '/api/services', tags, item: serviceSchema };

export function servicesRoutes(deps: ServicesDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    listRoute(app, collection, {
      operationId: 'listServices',
      summary: 'Services of the company, flat; filter by parent, search any label',
      query: serviceListQuerySchema,
      errors: [],
      run: (ctx, query) => listCompanyServices(deps, ctx, query),
    });

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

    createRoute(app, collection, {
      operationId: 'createService',
      body: serviceInputSchema,
      errors: [400, 403],
      run: (ctx, values) => createService(deps, ctx, values),
    });

    getRoute(app, collection, {
      operationId: 'getService',
      errors: [404],
      run: (ctx, id) => getService(deps, ctx, id),
    });

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

    deleteRoute(app, collection, {
      operationId: 'deleteService',
      summary: 'Delete a service and its sub-services',
      errors: [404],
      run: (ctx, id) => removeService(deps, ctx, id),
    });
  };
}
