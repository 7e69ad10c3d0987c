import type { MigrationConfig } from 'drizzle-orm/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { installJobQueue } from '../platform/jobs/install.ts';
import type { Database, Schema } from './client.ts';
import { migrationsFolder } from './migrations-folder.ts';

export { migrationsFolder };

/**
 * Apply the generated migrations (drizzle-kit) that this database has not seen yet, and install or
 * upgrade the job queue's tables (pg-boss), one instance at a time.
 */
export async function migrate(database: Database): Promise<void> {
  const config: MigrationConfig = { migrationsFolder };
  await database.exclusive(async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
    } else {
      await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
    }
    await installJobQueue(database);
  });
}
