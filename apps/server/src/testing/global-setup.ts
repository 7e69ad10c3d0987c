import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteExtensions, wrapPglite } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data directory, loaded by each test file. */
    pgliteTemplate: string;
    /** The migrated template database each test file copies (PostgreSQL server mode). */
    postgresTemplate: string;
  }
}

function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Migrate once per run; every test file then starts from a copy of the result. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `maxer_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openPostgres(withDatabase(serverUrl, template), { max: 2 });
    await migrate(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = await wrapPglite(client);
  await migrate(database);
  // Written to the data files, so a test database does not replay the migrations' log when it starts.
  await client.query('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
