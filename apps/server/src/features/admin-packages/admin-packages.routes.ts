import { packageInputSchema, packageListQuerySchema, packageSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '../../platform/crud-routes.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  type AdminPackagesDeps,
  changePackage,
  createPackage,
  getPackage,
  listPackagesForAdmin,
  removePackage,
} from './admin-packages.service.ts';

/**
 * The platform's packages (spec §2 "/admin/packages"): what companies subscribe to. Only an admin
 * session on the admin host reaches them (as the admin's companies).
 */
export function adminPackagesRoutes(
  deps: AdminPackagesDeps & { authenticate: Authenticate },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    crudRoutes(app, {
      path: '/api/admin/packages',
      tags: ['admin'],
      item: packageSchema,
      list: {
        operationId: 'listAdminPackages',
        summary: 'The platform’s packages, searched by name, with how many companies use each',
        query: packageListQuerySchema,
        errors: [403],
        run: (ctx, query) => listPackagesForAdmin(deps, ctx, query),
      },
      create: {
        operationId: 'createAdminPackage',
        summary: 'A new package: name, monthly price in CHF cents, optional user limit',
        body: packageInputSchema,
        errors: [400, 403],
        run: (ctx, values) => createPackage(deps, ctx, values),
      },
      get: {
        operationId: 'getAdminPackage',
        errors: [403, 404],
        run: (ctx, id) => getPackage(deps, ctx, id),
      },
      update: {
        operationId: 'updateAdminPackage',
        body: packageInputSchema,
        errors: [400, 403, 404],
        run: (ctx, id, values) => changePackage(deps, ctx, id, values),
      },
      delete: {
        operationId: 'deleteAdminPackage',
        summary: 'Delete a package no company uses (409 error_package_in_use names how many do)',
        errors: [403, 404, 409],
        run: (ctx, id) => removePackage(deps, ctx, id),
      },
    });
  };
}
