import {
  contractStatusInputSchema,
  contractStatusListQuerySchema,
  contractStatusSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, pagedSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  type ContractStatusesDeps,
  changeContractStatus,
  createContractStatus,
  getContractStatus,
  listCompanyContractStatuses,
  removeContractStatus,
} from './contract-statuses.service.ts';

const tags = ['contract-statuses'];

export function contractStatusesRoutes(
  deps: ContractStatusesDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/contract-statuses',
      {
        schema: {
          operationId: 'listContractStatuses',
          tags,
          summary: "The company's own contract statuses (name and colour): search by name",
          querystring: contractStatusListQuerySchema,
          response: { 200: pagedSchema(contractStatusSchema) },
        },
      },
      (request) => listCompanyContractStatuses(deps, request.ctx, request.query),
    );

    app.post(
      '/api/contract-statuses',
      {
        schema: {
          operationId: 'createContractStatus',
          tags,
          body: contractStatusInputSchema,
          response: { 201: contractStatusSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createContractStatus(deps, request.ctx, request.body)),
    );

    app.get(
      '/api/contract-statuses/:id',
      {
        schema: {
          operationId: 'getContractStatus',
          tags,
          params: idParamsSchema,
          response: { 200: contractStatusSchema, 404: apiErrorSchema },
        },
      },
      (request) => getContractStatus(deps, request.ctx, request.params.id),
    );

    app.put(
      '/api/contract-statuses/:id',
      {
        schema: {
          operationId: 'updateContractStatus',
          tags,
          params: idParamsSchema,
          body: contractStatusInputSchema,
          response: { 200: contractStatusSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => changeContractStatus(deps, request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/api/contract-statuses/:id',
      {
        schema: {
          operationId: 'deleteContractStatus',
          tags,
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeContractStatus(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
