// Opening the embedded database (PGlite) in its data directory: the lock, the template, PostgreSQL's
// start. Apart from db/client.ts (drizzle, the schema, node-postgres) so that main.ts can begin it
// while the rest of the server's modules load (ADR 066).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './data-dir-lock.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { readTemplate, TEMPLATE_CACHE_DIR, templateFile } from './pglite-template.ts';

/**
 * The PostgreSQL extensions the migrations create (`create extension`), which PGlite must be given
 * when it opens: from its contrib bundle, nothing downloaded. Every PGlite this project opens (the
 * app, the tests' template and copies, the OpenAPI document) passes them. pg_trgm: the trigram
 * indexes of the platform admin's global search (migration 0024).
 */
export const pgliteExtensions = { pg_trgm };

/** Where a PGlite database came from: found in place, unpacked from the template, or made by initdb. */
export type PgliteOrigin = 'existing' | 'template' | 'initdb';

/** An open embedded database: its client, where it came from, and the data directory's lock. */
export interface OpenedPglite {
  client: PGlite;
  origin: PgliteOrigin;
  /** Give up the data directory's lock (after the client is closed). */
  release(): void;
}

/** The template of this installation's migrations and extensions (db/pglite-template.ts, ADR 061). */
export function installationTemplate(): string {
  return templateFile(TEMPLATE_CACHE_DIR, migrationsFolder, Object.keys(pgliteExtensions));
}

/**
 * The embedded database in `<dataDir>/pg`, owned by this process alone: the lock is taken before
 * anything else, so a second process is refused before it touches the files. A data directory
 * without a database is unpacked from `template()` (db/pglite-template.ts) when it names a readable
 * file, else PGlite runs initdb. `template` is a function so that a restart does not hash the
 * migrations to find a template it does not need.
 */
export async function openPgliteClient(
  dataDir: string,
  template: () => string | undefined = () => undefined,
): Promise<OpenedPglite> {
  const lock = lockDataDir(dataDir);
  const release = () => lock.release();
  const pgDir = path.join(dataDir, 'pg');
  try {
    const isNew = !fs.existsSync(path.join(pgDir, 'PG_VERSION'));
    // Only into an empty (or missing) directory: whatever else is there stays PGlite's to judge.
    const isEmpty = !fs.existsSync(pgDir) || fs.readdirSync(pgDir).length === 0;
    const templatePath = isNew && isEmpty ? template() : undefined;
    const content = templatePath ? readTemplate(templatePath) : undefined;
    if (templatePath && content) {
      try {
        const client = await PGlite.create({
          dataDir: pgDir,
          loadDataDir: content,
          extensions: pgliteExtensions,
        });
        await client.waitReady;
        return { client, origin: 'template', release };
      } catch (error) {
        // A damaged template: forget it and what it left, and create the database as without one.
        console.warn(
          `The database template ${templatePath} could not be used, creating the database afresh:`,
          error,
        );
        fs.rmSync(templatePath, { force: true });
        fs.rmSync(pgDir, { recursive: true, force: true });
      }
    }
    const client = await PGlite.create({ dataDir: pgDir, extensions: pgliteExtensions });
    await client.waitReady;
    return { client, origin: isNew ? 'initdb' : 'existing', release };
  } catch (error) {
    release();
    throw error;
  }
}
