import {
  mailPreviewSchema,
  systemEmailDefaultSchema,
  systemEmailInputSchema,
  systemEmailListQuerySchema,
  systemEmailPreviewRequestSchema,
  systemEmailSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, pagedSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { previewSystemEmail, type SystemEmailPreviewDeps } from './system-email-preview.ts';
import {
  changeSystemEmail,
  createSystemEmail,
  getSystemEmail,
  listCompanySystemEmails,
  removeSystemEmail,
  systemEmailDefaults,
} from './system-emails.service.ts';

const tags = ['system-emails'];

/** System e-mails: the company's wording of automatic e-mails (ACCEPT_OFFER), per type and language. */
export function systemEmailsRoutes(
  deps: SystemEmailPreviewDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/system-emails',
      {
        schema: {
          operationId: 'listSystemEmails',
          tags,
          summary: "The company's own texts; filter by type (ACCEPT_OFFER or accept_offer), search by title",
          querystring: systemEmailListQuerySchema,
          response: { 200: pagedSchema(systemEmailSchema) },
        },
      },
      (request) => listCompanySystemEmails(deps, request.ctx, request.query),
    );

    app.get(
      '/api/system-emails/defaults',
      {
        schema: {
          operationId: 'listSystemEmailDefaults',
          tags,
          summary: 'The built-in text of each type and language, sent when the company has none',
          response: { 200: z.array(systemEmailDefaultSchema) },
        },
      },
      (request) => systemEmailDefaults(request.ctx),
    );

    app.post(
      '/api/system-emails',
      {
        schema: {
          operationId: 'createSystemEmail',
          tags,
          summary: 'Word an automatic e-mail for a type and language (one each); owners only',
          body: systemEmailInputSchema,
          response: { 201: systemEmailSchema, 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createSystemEmail(deps, request.ctx, request.body)),
    );

    app.post(
      '/api/system-emails/preview',
      {
        schema: {
          operationId: 'previewSystemEmail',
          tags,
          summary:
            "A type's text (saved or not) as it would be sent, filled with one of the company's contracts or, without contractId, with example values",
          body: systemEmailPreviewRequestSchema,
          response: { 200: mailPreviewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => previewSystemEmail(deps, request.ctx, request.body),
    );

    app.get(
      '/api/system-emails/:id',
      {
        schema: {
          operationId: 'getSystemEmail',
          tags,
          params: idParamsSchema,
          response: { 200: systemEmailSchema, 404: apiErrorSchema },
        },
      },
      (request) => getSystemEmail(deps, request.ctx, request.params.id),
    );

    app.put(
      '/api/system-emails/:id',
      {
        schema: {
          operationId: 'updateSystemEmail',
          tags,
          params: idParamsSchema,
          body: systemEmailInputSchema,
          response: {
            200: systemEmailSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      (request) => changeSystemEmail(deps, request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/api/system-emails/:id',
      {
        schema: {
          operationId: 'deleteSystemEmail',
          tags,
          summary: "Remove the company's text: the built-in default is sent again",
          params: idParamsSchema,
          response: { 204: z.null(), 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeSystemEmail(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
