import {
  contractInputSchema,
  contractListQuerySchema,
  contractSchema,
  contractSummarySchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schemaSerializer } from '../../platform/schema-serializer.ts';
import { apiErrorSchema, idParamsSchema, pagedSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  type ContractWriteDeps,
  changeContract,
  createContract,
  getContract,
  listCompanyContracts,
  removeContract,
  setArchived,
} from './contracts.service.ts';

const tags = ['contracts'];

export function contractsRoutes(
  deps: ContractWriteDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/contracts',
      {
        schema: {
          operationId: 'listContracts',
          tags,
          summary: 'Contracts: the working list, or the archive with archived=true; filters and search',
          querystring: contractListQuerySchema,
          response: { 200: pagedSchema(contractSummarySchema), 400: apiErrorSchema },
        },
        // The busiest list: written by its schema (ADR 065).
        serializerCompiler: schemaSerializer,
      },
      (request) => listCompanyContracts(deps, request.ctx, request.query),
    );

    app.post(
      '/api/contracts',
      {
        schema: {
          operationId: 'createContract',
          tags,
          summary:
            'Create a contract for a customer (picked, or created with it); answers the price breakdown',
          body: contractInputSchema,
          response: { 201: contractSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createContract(deps, request.ctx, request.body)),
    );

    app.get(
      '/api/contracts/:id',
      {
        schema: {
          operationId: 'getContract',
          tags,
          params: idParamsSchema,
          response: { 200: contractSchema, 404: apiErrorSchema },
        },
      },
      (request) => getContract(deps, request.ctx, request.params.id),
    );

    app.put(
      '/api/contracts/:id',
      {
        schema: {
          operationId: 'updateContract',
          tags,
          summary: 'Change a contract (an accepted one until its move date has passed)',
          params: idParamsSchema,
          body: contractInputSchema,
          response: { 200: contractSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      (request) => changeContract(deps, request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/api/contracts/:id',
      {
        schema: {
          operationId: 'deleteContract',
          tags,
          summary: 'Delete a contract; an accepted one only as owner or platform admin',
          params: idParamsSchema,
          response: { 204: z.null(), 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeContract(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );

    for (const [action, archived] of [
      ['archive', true],
      ['restore', false],
    ] as const) {
      app.post(
        `/api/contracts/:id/${action}`,
        {
          schema: {
            operationId: `${action}Contract`,
            tags,
            summary: archived ? 'Move a contract to the archive' : 'Bring a contract back from the archive',
            params: idParamsSchema,
            response: { 200: contractSchema, 404: apiErrorSchema },
          },
        },
        (request) => setArchived(deps, request.ctx, request.params.id, archived),
      );
    }
  };
}
