import { itemInputSchema, itemListQuerySchema, itemSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, pagedSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  changeItem,
  createItem,
  getItem,
  type ItemsDeps,
  listCompanyItems,
  removeItem,
} from './items.service.ts';

const tags = ['items'];

export function itemsRoutes(deps: ItemsDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/items',
      {
        schema: {
          operationId: 'listItems',
          tags,
          summary: 'The product catalogue of the company (prices in Rappen): search by name or unit',
          querystring: itemListQuerySchema,
          response: { 200: pagedSchema(itemSchema) },
        },
      },
      (request) => listCompanyItems(deps, request.ctx, request.query),
    );

    app.post(
      '/api/items',
      {
        schema: {
          operationId: 'createItem',
          tags,
          body: itemInputSchema,
          response: { 201: itemSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createItem(deps, request.ctx, request.body)),
    );

    app.get(
      '/api/items/:id',
      {
        schema: {
          operationId: 'getItem',
          tags,
          params: idParamsSchema,
          response: { 200: itemSchema, 404: apiErrorSchema },
        },
      },
      (request) => getItem(deps, request.ctx, request.params.id),
    );

    app.put(
      '/api/items/:id',
      {
        schema: {
          operationId: 'updateItem',
          tags,
          params: idParamsSchema,
          body: itemInputSchema,
          response: { 200: itemSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => changeItem(deps, request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/api/items/:id',
      {
        schema: {
          operationId: 'deleteItem',
          tags,
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeItem(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
