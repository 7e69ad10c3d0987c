import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo, signInBanner } from './db/seed.ts';
import type { AppDeps } from './deps.ts';
import { geoipCountryLookup } from './platform/geoip-country.ts';
import { assertNode24 } from './platform/node-version.ts';
import { memoryRateLimitStore, redisRateLimitStore } from './platform/rate-limit.ts';

assertNode24('The Maxer server');
const config = loadConfig();

let database: Database;
try {
  database = await openDatabase(config);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\n  ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

await migrate(database);
if (config.seedDemo) await database.exclusive(() => seedDemo(database.db, config.demoPassword));

const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
const deps: AppDeps = {
  config,
  database,
  rateLimitStore: redis ? redisRateLimitStore(redis) : memoryRateLimitStore(),
  countryOf: geoipCountryLookup(),
  realtimeRedis: redis ? { pub: redis, sub: redis.duplicate() } : undefined,
};
const app = await buildApp(deps);

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
    await deps.rateLimitStore.close();
    deps.realtimeRedis?.sub.disconnect();
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
