import {
  offerDetailSchema,
  offerListQuerySchema,
  offerSchema,
  offerSendSchema,
  offerSettingsInputSchema,
  offerSettingsSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema, pagedSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { getOfferDetail } from './offer-detail.ts';
import { scheduleOfferReminders } from './offer-reminders.ts';
import { resendOffer } from './offer-resend.ts';
import { changeOfferSettings, getOfferSettings } from './offer-settings.service.ts';
import { listCompanyOffers, type OffersDeps, sendOffer } from './offers.service.ts';

const tags = ['offers'];

export function offersRoutes(deps: OffersDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    scheduleOfferReminders(app.jobs, deps);
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

    app.post(
      '/api/offers/:id/resend',
      {
        schema: {
          operationId: 'resendOffer',
          tags,
          summary:
            "Send an expired, unanswered offer again as a new offer (same recipient, language and mail template), valid until today plus the company's validity days",
          params: idParamsSchema,
          response: { 201: offerSchema, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await resendOffer(deps, request.ctx, request.params.id)),
    );

    app.get(
      '/api/offer-settings',
      {
        schema: {
          operationId: 'getOfferSettings',
          tags,
          summary:
            'The reminder before an offer expires, the validity of an offer sent again, and whether an acceptance must be signed',
          response: { 200: offerSettingsSchema, 403: apiErrorSchema },
        },
      },
      (request) => getOfferSettings(deps.db, request.ctx),
    );

    app.put(
      '/api/offer-settings',
      {
        schema: {
          operationId: 'updateOfferSettings',
          tags,
          summary:
            'Set the reminder before an offer expires (on/off, 1–30 days before its last day), the validity of an offer sent again (1–365 days) and the required signature (on/off)',
          body: offerSettingsInputSchema,
          response: { 200: offerSettingsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      (request) => changeOfferSettings(deps.db, request.ctx, request.body),
    );
  };
}
