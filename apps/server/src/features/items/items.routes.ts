import { itemInputSchema, itemListQuerySchema, itemSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '../../platform/crud-routes.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  changeItem,
  createItem,
  getItem,
  type ItemsDeps,
  listCompanyItems,
  removeItem,
} from './items.service.ts';

export function itemsRoutes(deps: ItemsDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    crudRoutes(app, {
      path: '/api/items',
      tags: ['items'],
      item: itemSchema,
      list: {
        operationId: 'listItems',
        summary: 'The product catalogue of the company (prices in Rappen): search by name or unit',
        query: itemListQuerySchema,
        errors: [],
        run: (ctx, query) => listCompanyItems(deps, ctx, query),
      },
      create: {
        operationId: 'createItem',
        body: itemInputSchema,
        errors: [400],
        run: (ctx, values) => createItem(deps, ctx, values),
      },
      get: { operationId: 'getItem', errors: [404], run: (ctx, id) => getItem(deps, ctx, id) },
      update: {
        operationId: 'updateItem',
        body: itemInputSchema,
        errors: [400, 404],
        run: (ctx, id, values) => changeItem(deps, ctx, id, values),
      },
      delete: { operationId: 'deleteItem', errors: [404], run: (ctx, id) => removeItem(deps, ctx, id) },
    });
  };
}
