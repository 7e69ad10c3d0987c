import {
  type CommentSubjectKind,
  commentInputSchema,
  commentSchema,
  commentThreadSchema,
  commentUpdateSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteRoute } from '../../platform/crud-routes.ts';
import { apiErrorSchema, idParamsSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  addComment,
  type CommentsDeps,
  changeComment,
  getThread,
  removeComment,
} from './comments.service.ts';

const tags = ['comments'];

/** Where each kind of subject's thread lives. */
const SUBJECT_ROUTES: Record<CommentSubjectKind, { path: string; operation: string; what: string }> = {
  contract: { path: '/api/contracts/:id/comments', operation: 'Contract', what: "a job's" },
  media_session: {
    path: '/api/media-sessions/:id/comments',
    operation: 'MediaSession',
    what: "a media session's",
  },
};

/** Comments of the office on its jobs and media sessions (issue 18; ADR 049): internal, or public for the customer. */
export function commentsRoutes(deps: CommentsDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    for (const [kind, route] of Object.entries(SUBJECT_ROUTES) as [
      CommentSubjectKind,
      (typeof SUBJECT_ROUTES)[CommentSubjectKind],
    ][]) {
      app.get(
        route.path,
        {
          schema: {
            operationId: `list${route.operation}Comments`,
            tags,
            summary: `The comments of ${route.what} thread, oldest first (the newest 500; total counts all)`,
            params: idParamsSchema,
            response: { 200: commentThreadSchema, 404: apiErrorSchema },
          },
        },
        (request) => getThread(deps, request.ctx, { kind, id: request.params.id }),
      );

      app.post(
        route.path,
        {
          schema: {
            operationId: `create${route.operation}Comment`,
            tags,
            summary:
              'Write a comment: plain text (trimmed, 1–5000 characters), internal (the office only; the default) or public (shown to the customer)',
            params: idParamsSchema,
            body: commentInputSchema,
            response: { 201: commentSchema, 400: apiErrorSchema, 404: apiErrorSchema },
          },
        },
        async (request, reply) =>
          reply
            .status(201)
            .send(await addComment(deps, request.ctx, { kind, id: request.params.id }, request.body)),
      );
    }

    app.patch(
      '/api/comments/:id',
      {
        schema: {
          operationId: 'updateComment',
          tags,
          summary:
            'Edit one’s own comment: its text, its visibility or both (another’s: 403 error_comment_not_own)',
          params: idParamsSchema,
          body: commentUpdateSchema,
          response: { 200: commentSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => changeComment(deps, request.ctx, request.params.id, request.body),
    );

    deleteRoute(
      app,
      { path: '/api/comments', tags, item: commentSchema },
      {
        operationId: 'deleteComment',
        summary:
          'Delete one’s own comment; an owner (or a platform admin acting for the company) deletes any (else 403 error_comment_not_own)',
        errors: [403, 404],
        run: (ctx, id) => removeComment(deps, ctx, id),
      },
    );
  };
}
