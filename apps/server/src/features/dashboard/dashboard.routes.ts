import { dashboardDaySchema, dashboardSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate } from '../../platform/types.ts';
import { type DashboardDeps, getDashboard, getDashboardDay } from './dashboard.service.ts';

export function dashboardRoutes(deps: DashboardDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/dashboard',
      {
        schema: {
          operationId: 'getDashboard',
          tags: ['dashboard'],
          summary: "The home page's figures: offers pending, accepted this month, contracts without offers",
          response: { 200: dashboardSchema },
        },
      },
      (request) => getDashboard(deps, request.ctx),
    );

    app.get(
      '/api/dashboard/day',
      {
        schema: {
          operationId: 'getDashboardDay',
          tags: ['dashboard'],
          summary:
            "The day's dashboard in the company's time zone: this week's moves and cleanings from today on, pending offers (soonest expiry first), overdue invoices with what they owe, recent activity",
          response: { 200: dashboardDaySchema },
        },
      },
      (request) => getDashboardDay(deps, request.ctx),
    );
  };
}
