import { publicConfigSchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * What the web app needs to know of this installation before anyone signs in (spec §7: the maps
 * script's key comes from public configuration). Only values meant for every browser: a Maps key
 * is a browser key, restricted to the site's addresses in Google's console (ADR 054).
 */
export function publicConfigRoutes(deps: { mapsApiKey: string | null }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/public-config',
      {
        schema: {
          operationId: 'getPublicConfig',
          tags: ['public'],
          summary: "This installation's settings for the web app (e.g. the maps key)",
          response: { 200: publicConfigSchema },
        },
      },
      () => ({ mapsApiKey: deps.mapsApiKey }),
    );
  };
}
