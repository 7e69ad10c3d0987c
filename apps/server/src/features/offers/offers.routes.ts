import { offerDetailSchema, offerListQuerySchema, offerSchema, offerSendSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema, pagedSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { getOfferDetail } from './offer-detail.ts';
import { listCompanyOffers, type OffersDeps, sendOffer } from './offers.service.ts';

const tags = ['offers'];

export function offersRoutes(deps: OffersDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.post(
      '/api/contracts/:id/offers',
      {
        schema: {
          operationId: 'sendOffer',
          tags,
          summary: 'Send the contract to the customer as an offer (replaces an earlier link)',
          params: idParamsSchema,
          body: offerSendSchema,
          response: { 201: offerSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await sendOffer(deps, request.ctx, request.params.id, request.body)),
    );

    app.get(
      '/api/offers',
      {
        schema: {
          operationId: 'listOffers',
          tags,
          querystring: offerListQuerySchema,
          response: { 200: pagedSchema(offerSchema) },
        },
      },
      (request) => listCompanyOffers(deps, request.ctx, request.query),
    );

    app.get(
      '/api/offers/:id',
      {
        schema: {
          operationId: 'getOffer',
          tags,
          params: idParamsSchema,
          response: { 200: offerDetailSchema, 404: apiErrorSchema },
        },
      },
      (request) => getOfferDetail(deps, request.ctx, request.params.id),
    );
  };
}
