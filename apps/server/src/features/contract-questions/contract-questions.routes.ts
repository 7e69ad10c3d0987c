import {
  questionInputSchema,
  questionListQuerySchema,
  questionOrderSchema,
  questionSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, pagedSchema } from '../../platform/schemas.ts';
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

export function contractQuestionsRoutes(
  deps: QuestionsDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/contract-questions',
      {
        schema: {
          operationId: 'listContractQuestions',
          tags,
          summary: 'Questions every contract asks, in their order',
          querystring: questionListQuerySchema,
          response: { 200: pagedSchema(questionSchema) },
        },
      },
      (request) => listCompanyQuestions(deps, request.ctx, request.query),
    );

    app.post(
      '/api/contract-questions',
      {
        schema: {
          operationId: 'createContractQuestion',
          tags,
          body: questionInputSchema,
          response: { 201: questionSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createQuestion(deps, request.ctx, request.body)),
    );

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

    app.get(
      '/api/contract-questions/:id',
      {
        schema: {
          operationId: 'getContractQuestion',
          tags,
          params: idParamsSchema,
          response: { 200: questionSchema, 404: apiErrorSchema },
        },
      },
      (request) => getQuestion(deps, request.ctx, request.params.id),
    );

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

    app.delete(
      '/api/contract-questions/:id',
      {
        schema: {
          operationId: 'deleteContractQuestion',
          tags,
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeQuestion(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
