import { emailEventSchema, mailListQuerySchema, mailMessageSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, pagedSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { listCompanyMail, type MailDeps, mailEvents, offerEmailEvents, retryMail } from './mail.service.ts';

const tags = ['e-mail'];
const eventList = z.object({ items: z.array(emailEventSchema) });

/** The company's outgoing e-mail: what was sent, what failed (and sending it again), delivery events. */
export function mailRoutes(deps: MailDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/mail',
      {
        schema: {
          operationId: 'listMail',
          tags,
          summary: "The company's outgoing e-mails, newest first; status=failed lists those that gave up",
          querystring: mailListQuerySchema,
          response: { 200: pagedSchema(mailMessageSchema), 400: apiErrorSchema },
        },
      },
      (request) => listCompanyMail(deps, request.ctx, request.query),
    );

    app.post(
      '/api/mail/:id/retry',
      {
        schema: {
          operationId: 'retryMail',
          tags,
          summary: 'Queue a failed e-mail again with a fresh set of attempts',
          params: idParamsSchema,
          response: { 200: mailMessageSchema, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      (request) => retryMail(deps, request.ctx, request.params.id),
    );

    app.get(
      '/api/mail/:id/events',
      {
        schema: {
          operationId: 'listMailEvents',
          tags,
          summary: "An e-mail's delivery events, oldest first",
          params: idParamsSchema,
          response: { 200: eventList, 404: apiErrorSchema },
        },
      },
      async (request) => ({ items: await mailEvents(deps, request.ctx, request.params.id) }),
    );

    app.get(
      '/api/offers/:id/email-events',
      {
        schema: {
          operationId: 'listOfferEmailEvents',
          tags: ['offers'],
          summary: "Delivery events of the offer's e-mail, oldest first",
          params: idParamsSchema,
          response: { 200: eventList, 404: apiErrorSchema },
        },
      },
      async (request) => ({ items: await offerEmailEvents(deps, request.ctx, request.params.id) }),
    );
  };
}
