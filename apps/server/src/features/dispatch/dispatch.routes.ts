import {
  dispatchAssignmentInputSchema,
  dispatchBoardSchema,
  dispatchItemParamsSchema,
  dispatchItemSchema,
  dispatchRangeQuerySchema,
  myJobsSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../platform/language.ts';
import { apiErrorSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { assignDispatchItem, type DispatchDeps, getDispatchBoard, getMyJobs } from './dispatch.service.ts';

const tags = ['dispatch'];

/** The dispatch board (issue 17, ADR 045) and each person's own jobs. */
export function dispatchRoutes(deps: DispatchDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);
    app.get(
      '/api/dispatch',
      {
        schema: {
          operationId: 'getDispatchBoard',
          tags,
          summary:
            'The jobs (moves, cleanings) and appointments overlapping a range, with their people, vehicles and warnings',
          querystring: dispatchRangeQuerySchema,
          response: { 200: dispatchBoardSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      (request) => getDispatchBoard(deps, request.ctx, request.query),
    );
    app.put(
      '/api/dispatch/:kind/:id',
      {
        schema: {
          operationId: 'assignDispatchItem',
          tags,
          summary:
            'Set the people and vehicles of a job’s move or cleaning, or of an appointment; double bookings and short crews come back as warnings',
          params: dispatchItemParamsSchema,
          body: dispatchAssignmentInputSchema,
          response: {
            200: dispatchItemSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) =>
        assignDispatchItem(
          deps,
          request.ctx,
          request.params.kind,
          request.params.id,
          request.body,
          requestLanguage(request),
        ),
    );
    app.get(
      '/api/my-jobs',
      {
        schema: {
          operationId: 'getMyJobs',
          tags,
          summary: 'The signed-in person’s own jobs and appointments in a range',
          querystring: dispatchRangeQuerySchema,
          response: { 200: myJobsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      (request) => getMyJobs(deps, request.ctx, request.query),
    );
  };
}
