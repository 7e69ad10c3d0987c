import {
  pdfComponentInputSchema,
  pdfComponentListQuerySchema,
  pdfComponentOrderSchema,
  pdfComponentSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, pagedSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  changePdfComponent,
  createPdfComponent,
  getPdfComponent,
  listCompanyPdfComponents,
  type PdfComponentsDeps,
  removePdfComponent,
  reorderPdfComponents,
} from './pdf-components.service.ts';

const tags = ['pdf-components'];

/** PDF components ("PDF extra info"): titled rich-text blocks on the company's documents, in order. */
export function pdfComponentsRoutes(
  deps: PdfComponentsDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/pdf-extra-info',
      {
        schema: {
          operationId: 'listPdfComponents',
          tags,
          summary: 'The PDF components in document order (or sorted by title or creation); search by title',
          querystring: pdfComponentListQuerySchema,
          response: { 200: pagedSchema(pdfComponentSchema) },
        },
      },
      (request) => listCompanyPdfComponents(deps, request.ctx, request.query),
    );

    app.post(
      '/api/pdf-extra-info',
      {
        schema: {
          operationId: 'createPdfComponent',
          tags,
          summary: 'Add a component at the end; its content is sanitized (allowed HTML only)',
          body: pdfComponentInputSchema,
          response: { 201: pdfComponentSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createPdfComponent(deps, request.ctx, request.body)),
    );

    app.put(
      '/api/pdf-extra-info/order',
      {
        schema: {
          operationId: 'reorderPdfComponents',
          tags,
          summary: 'Set the order of all components (every id once, first to last)',
          body: pdfComponentOrderSchema,
          response: { 204: z.null(), 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await reorderPdfComponents(deps, request.ctx, request.body.ids);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/pdf-extra-info/:id',
      {
        schema: {
          operationId: 'getPdfComponent',
          tags,
          params: idParamsSchema,
          response: { 200: pdfComponentSchema, 404: apiErrorSchema },
        },
      },
      (request) => getPdfComponent(deps, request.ctx, request.params.id),
    );

    app.put(
      '/api/pdf-extra-info/:id',
      {
        schema: {
          operationId: 'updatePdfComponent',
          tags,
          params: idParamsSchema,
          body: pdfComponentInputSchema,
          response: {
            200: pdfComponentSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) => changePdfComponent(deps, request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/api/pdf-extra-info/:id',
      {
        schema: {
          operationId: 'deletePdfComponent',
          tags,
          params: idParamsSchema,
          response: { 204: z.null(), 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removePdfComponent(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
