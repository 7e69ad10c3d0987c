import { offerAcceptSchema, offerRejectSchema, publicOfferSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../platform/file-download.ts';
import { apiErrorSchema } from '../../platform/schemas.ts';
import { publicOfferPdf } from './public-offer-pdf.ts';
import {
  acceptOffer,
  limitPublic,
  offerFileKey,
  type PublicOffersDeps,
  rejectOffer,
  viewOffer,
} from './public-offers.service.ts';

const tags = ['public offers'];
const tokenParams = z.object({ token: z.string().min(20).max(200) });

/**
 * The customer's side of an offer, without an account: the link's token is the only credential.
 * Rate-limited per address; answers never say more than that a link is unknown or expired.
 */
export function publicOffersRoutes(deps: PublicOffersDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      reply.header('cache-control', 'no-store');
      await limitPublic(deps, request.ip);
    });

    app.get(
      '/api/public/offers/:token',
      {
        schema: {
          operationId: 'viewPublicOffer',
          tags,
          params: tokenParams,
          response: { 200: publicOfferSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      (request) => viewOffer(deps, request.params.token),
    );

    app.post(
      '/api/public/offers/:token/accept',
      {
        schema: {
          operationId: 'acceptPublicOffer',
          tags,
          summary:
            'Accept with the chosen services and the terms agreement (idempotent); revision: the contract.revision the page showed (another: 409 error_offer_changed); signature: drawn (PNG data URL) or typed, required when the company asks for one (400 error_offer_signature_required)',
          params: tokenParams,
          body: offerAcceptSchema,
          response: {
            200: publicOfferSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            410: apiErrorSchema,
          },
        },
      },
      (request) =>
        acceptOffer(deps, request.params.token, {
          acceptedServices: request.body.acceptedServices,
          revision: request.body.revision,
          termsAccepted: request.body.termsAccepted,
          signature: request.body.signature,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        }),
    );

    app.post(
      '/api/public/offers/:token/reject',
      {
        schema: {
          operationId: 'rejectPublicOffer',
          tags,
          summary: 'Reject, with an optional reason (idempotent)',
          params: tokenParams,
          body: offerRejectSchema,
          response: {
            200: publicOfferSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            410: apiErrorSchema,
          },
        },
      },
      (request) => rejectOffer(deps, request.params.token, request.body.reason),
    );

    app.get(
      '/api/public/offers/:token/pdf',
      {
        schema: {
          operationId: 'publicOfferPdf',
          tags,
          summary: "The offer's PDF in the offer's language (application/pdf), inline or with download=1",
          params: tokenParams,
          querystring: z.object({ download: z.enum(['0', '1']).optional() }),
        },
      },
      async (request, reply) => {
        const pdf = await publicOfferPdf(deps, request.params.token);
        const disposition = request.query.download === '1' ? 'attachment' : 'inline';
        return reply
          .type('application/pdf')
          .header('content-disposition', `${disposition}; filename="${pdf.filename}"`)
          .send(pdf.content);
      },
    );

    for (const [suffix, field] of [
      ['logo', 'logoFile'],
      ['agb', 'agbFile'],
    ] as const) {
      app.get(
        `/api/public/offers/:token/${suffix}`,
        {
          schema: {
            operationId: `publicOffer${suffix === 'logo' ? 'Logo' : 'Agb'}`,
            tags,
            params: tokenParams,
          },
        },
        async (request, reply) => {
          const key = await offerFileKey(deps, request.params.token, field);
          return sendStoredFile(request, reply, deps.storage, key, {
            name: suffix === 'logo' ? 'logo' : 'AGB',
          });
        },
      );
    }
  };
}
