import { contractHistorySchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { type ContractHistoryDeps, getContractHistory } from './contract-history.service.ts';

const tags = ['contracts'];

/** A job's history (timeline): its own changes, offers, invoices, payments and e-mails. */
export function contractHistoryRoutes(
  deps: ContractHistoryDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/contracts/:id/history',
      {
        schema: {
          operationId: 'getContractHistory',
          tags,
          summary:
            "A job's history, oldest first: created, edited, offers sent, viewed, accepted or rejected, invoices, payments, e-mails, comments written (at most 200 entries; truncated says when there are more)",
          params: idParamsSchema,
          response: { 200: contractHistorySchema, 404: apiErrorSchema },
        },
      },
      (request) => getContractHistory(deps, request.ctx, request.params.id),
    );
  };
}
