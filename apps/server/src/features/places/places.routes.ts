import { placesQuerySchema, placesResultSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { type PlacesDeps, placesForPostcode } from './places.service.ts';

/** The towns an address form suggests for a postcode, from the company's own addresses. */
export function placesRoutes(deps: PlacesDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/places',
      {
        schema: {
          operationId: 'listPlaces',
          tags: ['places'],
          summary:
            "The towns the company's customers and jobs have with a postcode in a country, most often seen first (at most 10)",
          querystring: placesQuerySchema,
          response: {
            200: placesResultSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      (request) => placesForPostcode(deps, request.ctx, request.query),
    );
  };
}
