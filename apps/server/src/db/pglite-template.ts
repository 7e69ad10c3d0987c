import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A migrated, empty embedded database kept as a tarball (PGlite's dumpDataDir), so that a new data
 * directory is unpacked from it instead of running PostgreSQL's initdb (~5 s of CPU) and the
 * migrations (~1.3 s) again (ADR 061). It lives beside the installed packages, like the compile cache,
 * so `npm ci` starts afresh, and its file name carries a hash of everything that decides its content:
 * a template made from other migrations, another PGlite or another pg-boss is never found.
 */
export const TEMPLATE_CACHE_DIR = path.resolve(
  import.meta.dirname,
  '../../../../node_modules/.cache/maxer-pglite-template',
);

/** Bump when what goes into a template changes in a way the hashed inputs below do not show. */
const TEMPLATE_FORMAT = 1;

/** The `version` of an installed package, from the package.json above its entry point. */
function installedVersion(name: string): string {
  let directory = path.dirname(fileURLToPath(import.meta.resolve(name)));
  for (;;) {
    const file = path.join(directory, 'package.json');
    if (fs.existsSync(file)) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === name) return manifest.version ?? '';
    }
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`no package.json found for ${name}`);
    directory = parent;
  }
}

/**
 * The hash a template's content depends on: the migrations (every .sql file and drizzle's journal,
 * by name and content), the extensions PGlite is given, and the versions of PGlite (its data format
 * and PostgreSQL) and pg-boss (the job queue's tables, installed with the migrations).
 */
export function templateKey(migrationsFolder: string, extensions: string[]): string {
  const hash = createHash('sha256');
  hash.update(`format ${TEMPLATE_FORMAT}\n`);
  hash.update(`pglite ${installedVersion('@electric-sql/pglite')}\n`);
  hash.update(`pg-boss ${installedVersion('pg-boss')}\n`);
  hash.update(`extensions ${[...extensions].sort().join(',')}\n`);
  const files = fs
    .readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => path.join(migrationsFolder, name));
  files.push(path.join(migrationsFolder, 'meta', '_journal.json'));
  for (const file of files) {
    hash.update(`${path.relative(migrationsFolder, file)}\n`);
    hash.update(fs.readFileSync(file));
    hash.update('\n');
  }
  return hash.digest('hex').slice(0, 32);
}

/** The template file for these migrations and extensions in `cacheDir`. */
export function templateFile(cacheDir: string, migrationsFolder: string, extensions: string[]): string {
  return path.join(cacheDir, `${templateKey(migrationsFolder, extensions)}.tar`);
}

/** The template's content, or undefined when none was made for this key (or it cannot be read). */
export function readTemplate(file: string): Blob | undefined {
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/**
 * Keep the database as the template for the next new data directory. Call right after the migrations
 * of a database created by initdb, before anything else is written. Written to a temporary file and
 * renamed, so a start that reads it at the same moment sees all of it or nothing.
 */
export async function saveTemplate(client: PGlite, file: string): Promise<void> {
  // Written to the data files, so a database made from the template does not replay the log.
  await client.query('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temporary, file);
    // Templates of earlier migrations are never found again.
    for (const name of fs.readdirSync(path.dirname(file))) {
      if (name.endsWith('.tar') && name !== path.basename(file))
        fs.rmSync(path.join(path.dirname(file), name), { force: true });
    }
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
