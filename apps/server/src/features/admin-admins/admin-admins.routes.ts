import {
  adminActiveSchema,
  adminAdminListQuerySchema,
  adminInviteSchema,
  platformAdminSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRoute, listRoute } from '../../platform/crud-routes.ts';
import { requestLanguage } from '../../platform/language.ts';
import { apiErrorSchema, idParamsSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  type AdminAdminsDeps,
  inviteAdmin,
  listPlatformAdmins,
  setPlatformAdminActive,
} from './admin-admins.service.ts';

const collection = { path: '/api/admin/admins', tags: ['admin'], item: platformAdminSchema };

/**
 * The platform's admins (issue 14 "/admin/admins"): list, invite by e-mail, deactivate and reactivate.
 * An admin session on the admin host only (401 elsewhere, 403 for a company's user or key).
 */
export function adminAdminsRoutes(
  deps: AdminAdminsDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    listRoute(app, collection, {
      operationId: 'listAdminAdmins',
      summary: 'Every platform admin: name, e-mail, active, last seen, created; search by name or e-mail',
      query: adminAdminListQuerySchema,
      errors: [403],
      run: (ctx, query) => listPlatformAdmins(deps, ctx, query),
    });

    createRoute(app, collection, {
      operationId: 'inviteAdminAdmin',
      summary: 'Invite a platform admin: the account is created and a set-password link e-mailed',
      body: adminInviteSchema,
      errors: [400, 403, 409],
      run: (ctx, body, request) => inviteAdmin(deps, ctx, body, requestLanguage(request)),
    });

    app.patch(
      `${collection.path}/:id/active`,
      {
        schema: {
          operationId: 'setAdminAdminActive',
          tags: collection.tags,
          summary:
            'Deactivate (ends their sessions) or reactivate a platform admin; not oneself, never the last active admin',
          params: idParamsSchema,
          body: adminActiveSchema,
          response: {
            200: platformAdminSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      (request) => setPlatformAdminActive(deps, request.ctx, request.params.id, request.body.active),
    );
  };
}
