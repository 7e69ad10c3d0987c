import { passwordChangeSchema, profileSchema, profileUpdateSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { changePassword, changeProfile, getProfile, type ProfileDeps } from './profile.service.ts';

const tags = ['profile'];

/** The signed-in person's own account. */
export function profileRoutes(deps: ProfileDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/profile',
      { schema: { operationId: 'getProfile', tags, response: { 200: profileSchema } } },
      (request) => getProfile(deps, request.ctx),
    );

    app.put(
      '/api/profile',
      {
        schema: {
          operationId: 'updateProfile',
          tags,
          summary: 'Change own names and phone (the e-mail is not changed here)',
          body: profileUpdateSchema,
          response: { 200: profileSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      (request) => changeProfile(deps, request.ctx, request.body),
    );

    app.put(
      '/api/profile/password',
      {
        schema: {
          operationId: 'changePassword',
          tags,
          summary: 'Change own password (needs the current one); other sessions end',
          body: passwordChangeSchema,
          response: { 204: z.null(), 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await changePassword(deps, request.ctx, request.body);
        return reply.status(204).send(null);
      },
    );
  };
}
