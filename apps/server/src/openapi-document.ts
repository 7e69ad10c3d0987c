import { PGlite } from '@electric-sql/pglite';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { pgliteExtensions, wrapPglite } from './db/client.ts';
import { memoryRateLimitStore } from './platform/rate-limit.ts';

/**
 * The API description as the app generates it, serialised the way the committed `openapi.json` is.
 * Built on an empty in-memory database: the document depends on the routes only.
 */
export async function renderOpenApiDocument(): Promise<string> {
  const database = await wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent' }),
    database,
    rateLimitStore: memoryRateLimitStore(),
    countryOf: () => null,
    // No worker: the empty database has none of the app's tables for it to look at.
    jobs: { runWorker: false },
  });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
  }
}
