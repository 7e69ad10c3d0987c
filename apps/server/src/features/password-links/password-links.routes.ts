import { setPasswordSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../platform/schemas.ts';
import { describeLink, type PasswordLinksDeps, setPasswordWithLink } from './password-links.service.ts';

const tags = ['auth'];

/** Public: the page an e-mailed set-password link opens. The token is the only credential. */
export function passwordLinksRoutes(deps: PasswordLinksDeps): FastifyPluginAsyncZod {
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
  };
}
