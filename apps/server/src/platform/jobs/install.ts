import { PgBoss } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { bossOptions } from './queue.ts';

/**
 * Install the job queue's tables (schema `pgboss`), or bring them to the installed pg-boss's
 * version. Runs with the database migrations (db/migrate.ts), so an app start finds them in place and
 * the test template carries them.
 */
export async function installJobQueue(database: Database): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(database), supervise: false, schedule: false, migrate: true });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}
