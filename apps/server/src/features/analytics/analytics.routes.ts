import { analyticsQuerySchema, analyticsSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate } from '../../platform/types.ts';
import { type AnalyticsDeps, getAnalytics } from './analytics.service.ts';

export function analyticsRoutes(deps: AnalyticsDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/analytics',
      {
        schema: {
          operationId: 'getAnalytics',
          tags: ['analytics'],
          summary:
            "How the business is doing over a period of months (the company's time zone; default the last 12): offers sent, accepted, rejected and expired, conversion and time to accept, revenue invoiced and paid, open receivables by age, jobs by service kind and origin, jobs without offers in the last 30 days",
          querystring: analyticsQuerySchema,
          response: { 200: analyticsSchema },
        },
      },
      (request) => getAnalytics(deps, request.ctx, request.query),
    );
  };
}
