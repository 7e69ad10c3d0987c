import {
  pdfComponentInputSchema,
  pdfComponentListQuerySchema,
  pdfComponentOrderSchema,
  pdfComponentSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createRoute, deleteRoute, getRoute, listRoute, updateRoute } from '../../platform/crud-routes.ts';
import { apiErrorSchema } from '../../platform/schemas.ts';
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
const collection = { path: '/api/pdf-extra-info', tags, item: pdfComponentSchema };

/** PDF components ("PDF extra info"): titled rich-text blocks on the company's documents, in order. */
export function pdfComponentsRoutes(
  deps: PdfComponentsDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    listRoute(app, collection, {
      operationId: 'listPdfComponents',
      summary: 'The PDF components in document order (or sorted by title or creation); search by title',
      query: pdfComponentListQuerySchema,
      errors: [],
      run: (ctx, query) => listCompanyPdfComponents(deps, ctx, query),
    });

    createRoute(app, collection, {
      operationId: 'createPdfComponent',
      summary: 'Add a component at the end; its content is sanitized (allowed HTML only)',
      body: pdfComponentInputSchema,
      errors: [400, 403],
      run: (ctx, values) => createPdfComponent(deps, ctx, values),
    });

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

    getRoute(app, collection, {
      operationId: 'getPdfComponent',
      errors: [404],
      run: (ctx, id) => getPdfComponent(deps, ctx, id),
    });

    updateRoute(app, collection, {
      operationId: 'updatePdfComponent',
      body: pdfComponentInputSchema,
      errors: [400, 403, 404],
      run: (ctx, id, values) => changePdfComponent(deps, ctx, id, values),
    });

    deleteRoute(app, collection, {
      operationId: 'deletePdfComponent',
      errors: [403, 404],
      run: (ctx, id) => removePdfComponent(deps, ctx, id),
    });
  };
}
