// The server's start: database, migrations, demo data, the app, listening. Loaded by main.ts once
// module loading is made cheaper (ADR 059), with the embedded database already opening (ADR 066).
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, openPostgres, type PgliteOrigin, wrapOpened } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { installationTemplate, type OpenedPglite } from './db/pglite-open.ts';
import { saveTemplate } from './db/pglite-template.ts';
import { DEMO_ACCOUNTS, seedDemo, signInBanner } from './db/seed.ts';
import { seedDemoContent } from './demo-content.ts';
import type { AppDeps } from './deps.ts';
import { asnOrganisationLookup } from './platform/asn-organisation.ts';
import { geoipCountryLookup } from './platform/geoip-country.ts';
import { logDestinationFor } from './platform/log-output.ts';
import { sharedStateFrom } from './platform/redis.ts';

/**
 * Start the server on `config`. `embedded` is the embedded database main.ts began to open
 * (db/pglite-open.ts) when no DATABASE_URL is set. A new one was unpacked from the migrated template
 * of these migrations when one was kept (db/pglite-template.ts, ADR 061); the first one made by
 * initdb becomes that template.
 */
export async function startServer(
  config: Config,
  embedded: Promise<OpenedPglite> | undefined,
): Promise<void> {
  let database: Database;
  let origin: PgliteOrigin | undefined;
  try {
    if (embedded) {
      const opened = await wrapOpened(await embedded);
      database = opened;
      origin = opened.origin;
    } else if (config.databaseUrl) database = await openPostgres(config.databaseUrl);
    else throw new Error('startServer needs the embedded database when DATABASE_URL is not set');
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n  ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  await migrate(database);
  if (origin === 'initdb' && database.connection.kind === 'pglite') {
    // Nothing but the migrations is in it yet. Without a writable cache the next start runs initdb again.
    const template = installationTemplate();
    await saveTemplate(database.connection.client, template).catch((error: unknown) =>
      console.warn(`The database template could not be kept in ${template}:`, error),
    );
  }
  const seeded =
    config.seedDemo && (await database.exclusive(() => seedDemo(database.db, config.demoPassword)));

  const shared = await sharedStateFrom(config);
  const deps: AppDeps = {
    config,
    database,
    rateLimitStore: shared.rateLimitStore,
    countryOf: geoipCountryLookup(),
    organisationOf: asnOrganisationLookup(),
    realtimeRedis: shared.realtimeRedis,
    logStream: logDestinationFor(process.stdout),
  };
  const app = await buildApp(deps);
  // A fresh demo company gets its everyday content through the API, as an office would enter it.
  if (seeded) {
    await app.ready();
    await seedDemoContent(app, database.db, { email: DEMO_ACCOUNTS.owner, password: config.demoPassword });
  }

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests and let running ones finish, then flush the database and release its lock.
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    try {
      await app.close();
      await shared.close();
      await database.close();
    } finally {
      clearTimeout(timer);
    }
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  console.log(signInBanner(config, config.demoPassword, config.seedDemo));
}
