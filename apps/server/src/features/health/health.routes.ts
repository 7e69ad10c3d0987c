import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { apiErrorSchema } from '../../platform/schemas.ts';

/** For load balancers and start-up checks: healthy when the database answers. */
export function healthRoutes(deps: { db: Db; databaseKind: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          operationId: 'getHealth',
          tags: ['health'],
          summary: 'Whether this instance and its database are up',
          response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: apiErrorSchema },
        },
      },
      async (request) => {
        try {
          await deps.db.execute(sql`select 1`);
        } catch (error) {
          request.log.error({ err: error }, 'database unreachable');
          throw new AppError('error_service_unavailable');
        }
        return { status: 'ok' as const, database: deps.databaseKind };
      },
    );
  };
}
