import {
  questionInputSchema,
  questionListQuerySchema,
  questionOrderSchema,
  questionSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createRoute, deleteRoute, getRoute, listRoute } from '../../platform/crud-routes.ts';
import { apiErrorSchema, idParamsSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  createQuestion,
  getQuestion,
  listCompanyQuestions,
  type QuestionsDeps,
  refuseQuestionEdit,
  removeQuestion,
  reorderQuestions,
} from './contract-questions.service.ts';

const tags = ['contract-questions'];
const collection = { path: '/api/contract-questions', tags, item: questionSchema };

export function contractQuestionsRoutes(
  deps: QuestionsDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    listRoute(app, collection, {
      operationId: 'listContractQuestions',
      summary: 'Questions every contract asks, in their order',
      query: questionListQuerySchema,
      errors: [],
      run: (ctx, query) => listCompanyQuestions(deps, ctx, query),
    });

    createRoute(app, collection, {
      operationId: 'createContractQuestion',
      body: questionInputSchema,
      errors: [400, 403],
      run: (ctx, values) => createQuestion(deps, ctx, values),
    });

    app.put(
      '/api/contract-questions/order',
      {
        schema: {
          operationId: 'reorderContractQuestions',
          tags,
          summary: 'Set the order of all questions (every id once)',
          body: questionOrderSchema,
          response: { 204: z.null(), 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await reorderQuestions(deps, request.ctx, request.body.ids);
        return reply.status(204).send(null);
      },
    );

    getRoute(app, collection, {
      operationId: 'getContractQuestion',
      errors: [404],
      run: (ctx, id) => getQuestion(deps, ctx, id),
    });

    app.put(
      '/api/contract-questions/:id',
      {
        schema: {
          operationId: 'updateContractQuestion',
          tags,
          summary: 'Always refused: questions cannot be edited after creation, only deleted',
          params: idParamsSchema,
          response: { 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      (request) => refuseQuestionEdit(deps, request.ctx, request.params.id),
    );

    deleteRoute(app, collection, {
      operationId: 'deleteContractQuestion',
      errors: [404],
      run: (ctx, id) => removeQuestion(deps, ctx, id),
    });
  };
}
