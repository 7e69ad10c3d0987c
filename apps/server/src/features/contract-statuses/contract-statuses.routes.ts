import {
  contractStatusInputSchema,
  contractStatusListQuerySchema,
  contractStatusSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '../../platform/crud-routes.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  type ContractStatusesDeps,
  changeContractStatus,
  createContractStatus,
  getContractStatus,
  listCompanyContractStatuses,
  removeContractStatus,
} from './contract-statuses.service.ts';

export function contractStatusesRoutes(
  deps: ContractStatusesDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    crudRoutes(app, {
      path: '/api/contract-statuses',
      tags: ['contract-statuses'],
      item: contractStatusSchema,
      list: {
        operationId: 'listContractStatuses',
        summary: "The company's own contract statuses (name and colour): search by name",
        query: contractStatusListQuerySchema,
        errors: [],
        run: (ctx, query) => listCompanyContractStatuses(deps, ctx, query),
      },
      create: {
        operationId: 'createContractStatus',
        body: contractStatusInputSchema,
        errors: [400],
        run: (ctx, values) => createContractStatus(deps, ctx, values),
      },
      get: {
        operationId: 'getContractStatus',
        errors: [404],
        run: (ctx, id) => getContractStatus(deps, ctx, id),
      },
      update: {
        operationId: 'updateContractStatus',
        body: contractStatusInputSchema,
        errors: [400, 404],
        run: (ctx, id, values) => changeContractStatus(deps, ctx, id, values),
      },
      delete: {
        operationId: 'deleteContractStatus',
        errors: [404],
        run: (ctx, id) => removeContractStatus(deps, ctx, id),
      },
    });
  };
}
