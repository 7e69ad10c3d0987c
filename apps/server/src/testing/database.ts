import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres, pgliteExtensions, wrapPglite } from '../db/client.ts';

let template: { file: string; dump: Blob } | undefined;

/**
 * The migrated data directory every PGlite test database starts from, read once per test worker:
 * the workers keep their modules from one test file to the next (isolate: false in vitest.config.ts).
 */
function pgliteTemplate(): Blob {
  const file = inject('pgliteTemplate');
  if (template?.file !== file) template = { file, dump: new Blob([fs.readFileSync(file)]) };
  return template.dump;
}

/** A fresh, migrated database for one test file: a PGlite copy, or a copy of the server template. */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `maxer_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), { max: 4 });
    return {
      ...database,
      async close() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const client = await PGlite.create({ loadDataDir: pgliteTemplate(), extensions: pgliteExtensions });
  return wrapPglite(client);
}
