import { companySchema, companyUpdateSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFileBodies } from '../../platform/body-types.ts';
import { sendStoredFile } from '../../platform/file-download.ts';
import { apiErrorSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  AGB_MAX_BYTES,
  type CompanyDeps,
  changeCompany,
  companyFileKey,
  getCompany,
  removeCompanyFile,
  replaceCompanyFile,
} from './company.service.ts';

const tags = ['company'];

/** The signed-in user's company: its settings, logo and terms (AGB). */
export function companyRoutes(deps: CompanyDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);
    app.get(
      '/api/company',
      { schema: { operationId: 'getCompany', tags, response: { 200: companySchema } } },
      (request) => getCompany(deps, request.ctx),
    );

    app.put(
      '/api/company',
      {
        schema: {
          operationId: 'updateCompany',
          tags,
          body: companyUpdateSchema,
          response: { 200: companySchema, 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      (request) => changeCompany(deps, request.ctx, request.body),
    );

    // The files' routes in their own scope: their bodies are raw bytes, whatever the content type says.
    await app.register(companyFileRoutes(deps));
  };
}

/** The logo and the terms (AGB): read, replace with the request body's bytes, remove. */
function companyFileRoutes(deps: CompanyDeps): FastifyPluginAsyncZod {
  return async (app) => {
    acceptFileBodies(app, AGB_MAX_BYTES);
    for (const [path, field, name] of [
      ['/api/company/logo', 'logoFile', 'Logo'],
      ['/api/company/agb', 'agbFile', 'Agb'],
    ] as const) {
      app.get(
        path,
        {
          schema: {
            operationId: `getCompany${name}`,
            tags,
            summary: field === 'logoFile' ? 'The logo (PNG, JPEG or SVG)' : 'The terms (AGB) as PDF',
          },
        },
        async (request, reply) => {
          const key = await companyFileKey(deps, request.ctx, field);
          return sendStoredFile(request, reply, deps.storage, key, {
            name: field === 'logoFile' ? 'logo' : 'AGB',
          });
        },
      );
      app.put(
        path,
        {
          schema: {
            operationId: `upload${name}`,
            tags,
            summary:
              field === 'logoFile'
                ? 'Upload the logo as the request body (PNG, JPEG or SVG, at most 2 MB)'
                : 'Upload the terms as the request body (PDF, at most 10 MB)',
            response: { 200: companySchema, 413: apiErrorSchema, 415: apiErrorSchema },
          },
        },
        (request) => replaceCompanyFile(deps, request.ctx, field, request.body as Buffer),
      );
      app.delete(
        path,
        { schema: { operationId: `delete${name}`, tags, response: { 204: z.null() } } },
        async (request, reply) => {
          await removeCompanyFile(deps, request.ctx, field);
          return reply.status(204).send(null);
        },
      );
    }
  };
}
