import { vehicleInputSchema, vehicleListQuerySchema, vehicleSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, pagedSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  changeVehicle,
  createVehicle,
  getVehicle,
  listCompanyVehicles,
  removeVehicle,
  type VehiclesDeps,
} from './vehicles.service.ts';

const tags = ['vehicles'];

export function vehiclesRoutes(deps: VehiclesDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/vehicles',
      {
        schema: {
          operationId: 'listVehicles',
          tags,
          summary: 'Vehicles of the company: search by name, registration number, model or manufacturer',
          querystring: vehicleListQuerySchema,
          response: { 200: pagedSchema(vehicleSchema) },
        },
      },
      (request) => listCompanyVehicles(deps, request.ctx, request.query),
    );

    app.post(
      '/api/vehicles',
      {
        schema: {
          operationId: 'createVehicle',
          tags,
          body: vehicleInputSchema,
          response: { 201: vehicleSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createVehicle(deps, request.ctx, request.body)),
    );

    app.get(
      '/api/vehicles/:id',
      {
        schema: {
          operationId: 'getVehicle',
          tags,
          params: idParamsSchema,
          response: { 200: vehicleSchema, 404: apiErrorSchema },
        },
      },
      (request) => getVehicle(deps, request.ctx, request.params.id),
    );

    app.put(
      '/api/vehicles/:id',
      {
        schema: {
          operationId: 'updateVehicle',
          tags,
          params: idParamsSchema,
          body: vehicleInputSchema,
          response: { 200: vehicleSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => changeVehicle(deps, request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/api/vehicles/:id',
      {
        schema: {
          operationId: 'deleteVehicle',
          tags,
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeVehicle(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
