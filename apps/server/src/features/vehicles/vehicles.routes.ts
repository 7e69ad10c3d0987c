import { vehicleInputSchema, vehicleListQuerySchema, vehicleSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '../../platform/crud-routes.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  changeVehicle,
  createVehicle,
  getVehicle,
  listCompanyVehicles,
  removeVehicle,
  type VehiclesDeps,
} from './vehicles.service.ts';

export function vehiclesRoutes(deps: VehiclesDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    crudRoutes(app, {
      path: '/api/vehicles',
      tags: ['vehicles'],
      item: vehicleSchema,
      list: {
        operationId: 'listVehicles',
        summary: 'Vehicles of the company: search by name, registration number, model or manufacturer',
        query: vehicleListQuerySchema,
        errors: [],
        run: (ctx, query) => listCompanyVehicles(deps, ctx, query),
      },
      create: {
        operationId: 'createVehicle',
        body: vehicleInputSchema,
        errors: [400],
        run: (ctx, values) => createVehicle(deps, ctx, values),
      },
      get: { operationId: 'getVehicle', errors: [404], run: (ctx, id) => getVehicle(deps, ctx, id) },
      update: {
        operationId: 'updateVehicle',
        body: vehicleInputSchema,
        errors: [400, 404],
        run: (ctx, id, values) => changeVehicle(deps, ctx, id, values),
      },
      delete: { operationId: 'deleteVehicle', errors: [404], run: (ctx, id) => removeVehicle(deps, ctx, id) },
    });
  };
}
