// The server's start: database, migrations, demo data, the app, listening. Loaded by main.ts once
// module loading is made cheaper (ADR 059).
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type Database, openPglite, openPostgres, type PgliteOrigin, pgliteExtensions } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { migrate, migrationsFolder } from './db/migrate.ts';
import { saveTemplate, TEMPLATE_CACHE_DIR, templateFile } from './db/pglite-template.ts';
import { DEMO_ACCOUNTS, seedDemo, signInBanner } from './db/seed.ts';
import { seedDemoContent } from './demo-content.ts';
import type { AppDeps } from './deps.ts';
import { asnOrganisationLookup } from './platform/asn-organisation.ts';
import { geoipCountryLookup } from './platform/geoip-country.ts';
import { logDestinationFor } from './platform/log-output.ts';
import { sharedStateFrom } from './platform/redis.ts';

const config = loadConfig();

// A new embedded database is unpacked from the migrated template of these migrations when one was
// kept (db/pglite-template.ts, ADR 061); the first one made by initdb becomes that template.
const template = config.databaseUrl
  ? undefined
  : templateFile(TEMPLATE_CACHE_DIR, migrationsFolder, Object.keys(pgliteExtensions));
let database: Database;
let origin: PgliteOrigin | undefined;
try {
  if (config.databaseUrl) database = await openPostgres(config.databaseUrl);
  else {
    database = await openPglite(config.dataDir, { template });
    origin = (database as { origin?: PgliteOrigin }).origin;
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\n  ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

await migrate(database);
if (origin === 'initdb' && template && database.connection.kind === 'pglite') {
  // Nothing but the migrations is in it yet. Without a writable cache the next start runs initdb again.
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
