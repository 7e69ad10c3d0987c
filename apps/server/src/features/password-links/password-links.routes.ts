import { forgotPasswordSchema, setPasswordSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SideOf } from '../../platform/auth/side.ts';
import { requestLanguage } from '../../platform/language.ts';
import { apiErrorSchema } from '../../platform/schemas.ts';
import {
  describeLink,
  type ForgotPasswordDeps,
  type PasswordLinksDeps,
  requestPasswordReset,
  setPasswordWithLink,
} from './password-links.service.ts';

const tags = ['auth'];

/** Public: the page an e-mailed set-password link opens. The token is the only credential. */
export function passwordLinksRoutes(
  deps: PasswordLinksDeps & ForgotPasswordDeps & { sideOf: SideOf },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/password-link',
      {
        schema: {
          operationId: 'describePasswordLink',
          tags,
          summary: 'Who a set-password link is for (POST so the token stays out of logs and URLs)',
          body: setPasswordSchema.pick({ token: true }),
          response: {
            200: z.object({ email: z.string(), firstName: z.string(), companyName: z.string() }),
            404: apiErrorSchema,
          },
        },
      },
      (request) => describeLink(deps, request.body.token),
    );

    app.post(
      '/api/auth/set-password',
      {
        schema: {
          operationId: 'setPasswordWithLink',
          tags,
          summary: 'Set a password with an e-mailed link (once)',
          body: setPasswordSchema,
          response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await setPasswordWithLink(deps, request.body);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/auth/forgot-password',
      {
        schema: {
          operationId: 'forgotPassword',
          tags,
          summary:
            'Mail a one-time set-password link if the address is an account on this host; same answer either way',
          body: forgotPasswordSchema,
          response: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await requestPasswordReset(deps, {
          ...request.body,
          side: deps.sideOf(request.raw),
          ip: request.ip,
          language: requestLanguage(request),
        });
        return reply.status(204).send(null);
      },
    );
  };
}
