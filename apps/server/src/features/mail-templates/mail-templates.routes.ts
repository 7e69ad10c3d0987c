import {
  mailPreviewRequestSchema,
  mailPreviewSchema,
  mailTemplateInputSchema,
  mailTemplateListQuerySchema,
  mailTemplateSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, pagedSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  changeMailTemplate,
  createMailTemplate,
  getMailTemplate,
  listCompanyMailTemplates,
  type MailTemplatesDeps,
  previewMailTemplate,
  removeMailTemplate,
} from './mail-templates.service.ts';

const tags = ['mail-templates'];

/** Mail templates: subject and rich-text body with `{{placeholders}}`, picked when sending an offer. */
export function mailTemplatesRoutes(
  deps: MailTemplatesDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/mail-templates',
      {
        schema: {
          operationId: 'listMailTemplates',
          tags,
          summary: 'The mail templates; search by title, sort, pages',
          querystring: mailTemplateListQuerySchema,
          response: { 200: pagedSchema(mailTemplateSchema) },
        },
      },
      (request) => listCompanyMailTemplates(deps, request.ctx, request.query),
    );

    app.post(
      '/api/mail-templates',
      {
        schema: {
          operationId: 'createMailTemplate',
          tags,
          summary: 'Add a template; the body is sanitized, an unknown placeholder is refused',
          body: mailTemplateInputSchema,
          response: { 201: mailTemplateSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createMailTemplate(deps, request.ctx, request.body)),
    );

    app.post(
      '/api/mail-templates/preview',
      {
        schema: {
          operationId: 'previewMailTemplate',
          tags,
          summary: "A title and body (saved or not) filled with one of the company's contracts",
          body: mailPreviewRequestSchema,
          response: { 200: mailPreviewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => previewMailTemplate(deps, request.ctx, request.body),
    );

    app.get(
      '/api/mail-templates/:id',
      {
        schema: {
          operationId: 'getMailTemplate',
          tags,
          params: idParamsSchema,
          response: { 200: mailTemplateSchema, 404: apiErrorSchema },
        },
      },
      (request) => getMailTemplate(deps, request.ctx, request.params.id),
    );

    app.put(
      '/api/mail-templates/:id',
      {
        schema: {
          operationId: 'updateMailTemplate',
          tags,
          params: idParamsSchema,
          body: mailTemplateInputSchema,
          response: {
            200: mailTemplateSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) => changeMailTemplate(deps, request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/api/mail-templates/:id',
      {
        schema: {
          operationId: 'deleteMailTemplate',
          tags,
          params: idParamsSchema,
          response: { 204: z.null(), 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeMailTemplate(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
