import type { Page } from '@maxer/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from './auth/context.ts';
import { schemaSerializer } from './schema-serializer.ts';
import { apiErrorSchema, idParamsSchema, pagedSchema } from './schemas.ts';

/**
 * The five routes of a catalogue (a company's vehicles, items, customers…): list and create at
 * `path`, read, replace and delete one at `path/:id`. Each route is described by its operation id,
 * summary and error answers in the API description, and hands the validated input to a service
 * function; its answers are those of every such route:
 *
 *   GET    path       200 page of the item schema  (query: the list query schema)
 *   POST   path       201 the created item        (body: the create schema)
 *   GET    path/:id   200 the item
 *   PUT    path/:id   200 the changed item        (body: the update schema)
 *   DELETE path/:id   204 no body
 *
 * `crudRoutes` registers all five in that order; a catalogue with routes of its own between them
 * (a reorder beside the list) calls the single-route functions in its order instead.
 */

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The error answers a route describes besides its success (their body is always `apiErrorSchema`). */
export type ErrorStatus = 400 | 403 | 404 | 409 | 422;

interface Operation {
  operationId: string;
  summary?: string;
  errors: readonly ErrorStatus[];
}

export interface CollectionRoutes<TItem extends z.ZodType> {
  /** Where the list is, e.g. `/api/vehicles`; one item is at `${path}/:id`. */
  path: string;
  tags: string[];
  /** The answer for one item. */
  item: TItem;
}

type Item<TItem extends z.ZodType> = z.input<TItem>;

export interface ListOperation<TItem extends z.ZodType, TQuery extends z.ZodType> extends Operation {
  query: TQuery;
  /** Pages written by `schemaSerializer` (a hot list whose items typed code maps from typed columns). */
  schemaSerialized?: boolean;
  run: (ctx: RequestContext, query: z.output<TQuery>) => Promise<Page<Item<TItem>>>;
}

export interface CreateOperation<TItem extends z.ZodType, TBody extends z.ZodType> extends Operation {
  body: TBody;
  run: (ctx: RequestContext, body: z.output<TBody>, request: FastifyRequest) => Promise<Item<TItem>>;
}

export interface GetOperation<TItem extends z.ZodType> extends Operation {
  run: (ctx: RequestContext, id: string) => Promise<Item<TItem>>;
}

export interface UpdateOperation<TItem extends z.ZodType, TBody extends z.ZodType> extends Operation {
  body: TBody;
  run: (
    ctx: RequestContext,
    id: string,
    body: z.output<TBody>,
    request: FastifyRequest,
  ) => Promise<Item<TItem>>;
}

export interface DeleteOperation extends Operation {
  run: (ctx: RequestContext, id: string, request: FastifyRequest) => Promise<void>;
}

/** The response map of a route: its success, then its error answers. */
function responses(success: Record<number, z.ZodType>, errors: readonly ErrorStatus[]) {
  return { ...success, ...Object.fromEntries(errors.map((status) => [status, apiErrorSchema])) };
}

/** The parts of a route's schema every route has, in the order the API description shows them. */
function described(collection: CollectionRoutes<z.ZodType>, operation: Operation) {
  return {
    operationId: operation.operationId,
    tags: collection.tags,
    ...(operation.summary === undefined ? {} : { summary: operation.summary }),
  };
}

export function listRoute<TItem extends z.ZodType, TQuery extends z.ZodType>(
  app: App,
  collection: CollectionRoutes<TItem>,
  operation: ListOperation<TItem, TQuery>,
) {
  app.get(
    collection.path,
    {
      schema: {
        ...described(collection, operation),
        querystring: operation.query,
        response: responses({ 200: pagedSchema(collection.item) }, operation.errors),
      },
      ...(operation.schemaSerialized ? { serializerCompiler: schemaSerializer } : {}),
    },
    (request) => operation.run(request.ctx, request.query as z.output<TQuery>),
  );
}

export function createRoute<TItem extends z.ZodType, TBody extends z.ZodType>(
  app: App,
  collection: CollectionRoutes<TItem>,
  operation: CreateOperation<TItem, TBody>,
) {
  app.post(
    collection.path,
    {
      schema: {
        ...described(collection, operation),
        body: operation.body,
        response: responses({ 201: collection.item }, operation.errors),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await operation.run(request.ctx, request.body as z.output<TBody>, request)),
  );
}

export function getRoute<TItem extends z.ZodType>(
  app: App,
  collection: CollectionRoutes<TItem>,
  operation: GetOperation<TItem>,
) {
  app.get(
    `${collection.path}/:id`,
    {
      schema: {
        ...described(collection, operation),
        params: idParamsSchema,
        response: responses({ 200: collection.item }, operation.errors),
      },
    },
    (request) => operation.run(request.ctx, request.params.id),
  );
}

export function updateRoute<TItem extends z.ZodType, TBody extends z.ZodType>(
  app: App,
  collection: CollectionRoutes<TItem>,
  operation: UpdateOperation<TItem, TBody>,
) {
  app.put(
    `${collection.path}/:id`,
    {
      schema: {
        ...described(collection, operation),
        params: idParamsSchema,
        body: operation.body,
        response: responses({ 200: collection.item }, operation.errors),
      },
    },
    (request) => operation.run(request.ctx, request.params.id, request.body as z.output<TBody>, request),
  );
}

export function deleteRoute(app: App, collection: CollectionRoutes<z.ZodType>, operation: DeleteOperation) {
  app.delete(
    `${collection.path}/:id`,
    {
      schema: {
        ...described(collection, operation),
        params: idParamsSchema,
        response: responses({ 204: z.null() }, operation.errors),
      },
    },
    async (request, reply) => {
      await operation.run(request.ctx, request.params.id, request);
      return reply.status(204).send(null);
    },
  );
}

/** All five routes of a catalogue, in the order list, create, get, update, delete. */
export function crudRoutes<
  TItem extends z.ZodType,
  TQuery extends z.ZodType,
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType,
>(
  app: App,
  collection: CollectionRoutes<TItem> & {
    list: ListOperation<TItem, TQuery>;
    create: CreateOperation<TItem, TCreate>;
    get: GetOperation<TItem>;
    update: UpdateOperation<TItem, TUpdate>;
    delete: DeleteOperation;
  },
) {
  listRoute(app, collection, collection.list);
  createRoute(app, collection, collection.create);
  getRoute(app, collection, collection.get);
  updateRoute(app, collection, collection.update);
  deleteRoute(app, collection, collection.delete);
}
