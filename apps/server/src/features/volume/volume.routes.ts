import { volumeItemInputSchema, volumeItemSchema, volumeRulesSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createRoute, deleteRoute, getRoute, updateRoute } from '../../platform/crud-routes.ts';
import { apiErrorSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  changeVolumeItem,
  changeVolumeRules,
  createVolumeItem,
  getVolumeItem,
  removeVolumeItem,
  type VolumeDeps,
  volumeCatalogue,
} from './volume.service.ts';

const tags = ['volume'];
const collection = { path: '/api/volume-items', tags, item: volumeItemSchema };

export function volumeRoutes(deps: VolumeDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/volume-catalogue',
      {
        schema: {
          operationId: 'getVolumeCatalogue',
          tags,
          summary:
            "The company's household items with their volume (m³) in room order, and its rules from volume to crew; seeded with the defaults on first use",
          response: { 200: z.object({ items: z.array(volumeItemSchema), rules: volumeRulesSchema }) },
        },
      },
      (request) => volumeCatalogue(deps, request.ctx),
    );

    app.put(
      '/api/volume-rules',
      {
        schema: {
          operationId: 'updateVolumeRules',
          tags,
          summary: 'Change the rules from volume to vehicles, workers and hours',
          body: volumeRulesSchema,
          response: { 200: volumeRulesSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      (request) => changeVolumeRules(deps, request.ctx, request.body),
    );

    createRoute(app, collection, {
      operationId: 'createVolumeItem',
      body: volumeItemInputSchema,
      errors: [400, 403],
      run: (ctx, values) => createVolumeItem(deps, ctx, values),
    });
    getRoute(app, collection, {
      operationId: 'getVolumeItem',
      errors: [404],
      run: (ctx, id) => getVolumeItem(deps, ctx, id),
    });
    updateRoute(app, collection, {
      operationId: 'updateVolumeItem',
      body: volumeItemInputSchema,
      errors: [400, 403, 404],
      run: (ctx, id, values) => changeVolumeItem(deps, ctx, id, values),
    });
    deleteRoute(app, collection, {
      operationId: 'deleteVolumeItem',
      errors: [403, 404],
      run: (ctx, id) => removeVolumeItem(deps, ctx, id),
    });
  };
}
