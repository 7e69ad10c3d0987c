import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, pgliteExtensions, rowsOf } from './client.ts';
import { migrate, migrationsFolder } from './migrate.ts';
import { readTemplate, saveTemplate, templateFile, templateKey } from './pglite-template.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-template-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const extensions = Object.keys(pgliteExtensions);

/**
 * What a database's structure consists of, in a stable order: drizzle's record of the applied
 * migrations, every column, constraint, index, sequence, function and extension outside the system
 * schemas (the job queue's pgboss schema included).
 */
async function structure(database: Database) {
  const query = async (text: string) =>
    rowsOf<Record<string, unknown>>(
      await (database.connection as { client: { query: (t: string) => Promise<unknown> } }).client.query(
        text,
      ),
    );
  const userSchemas = `not in ('pg_catalog', 'information_schema', 'pg_toast')`;
  return {
    migrations: await query('select hash, created_at from drizzle.__drizzle_migrations order by id'),
    columns: await query(
      `select table_schema, table_name, column_name, ordinal_position, data_type, udt_name, is_nullable, column_default
       from information_schema.columns where table_schema ${userSchemas} order by 1, 2, 4`,
    ),
    constraints: await query(
      `select n.nspname, c.conrelid::regclass::text as tbl, c.conname, pg_get_constraintdef(c.oid) as def
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where n.nspname ${userSchemas} order by 1, 2, 3`,
    ),
    indexes: await query(
      `select schemaname, indexname, indexdef from pg_indexes where schemaname ${userSchemas} order by 1, 2`,
    ),
    sequences: await query(
      `select schemaname, sequencename, last_value from pg_sequences where schemaname ${userSchemas} order by 1, 2`,
    ),
    functions: await query(
      `select n.nspname, p.proname, pg_get_functiondef(p.oid) as def from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace where n.nspname ${userSchemas} and p.prokind = 'f' order by 1, 2, 3`,
    ),
    extensions: await query('select extname, extversion from pg_extension order by 1'),
    jobQueue: await query('select version from pgboss.version'),
  };
}

describe('the migrated template of a new embedded database', () => {
  it('gives the same database as initdb and the migrations, and is used only for the same migrations', async () => {
    const file = templateFile(path.join(root, 'cache'), migrationsFolder, extensions);

    // The first data directory: initdb and the migrations, then kept as the template.
    const fresh = await openPglite(path.join(root, 'fresh'), { template: file });
    expect(fresh.origin).toBe('initdb');
    await migrate(fresh);
    if (fresh.connection.kind !== 'pglite') throw new Error('expected PGlite');
    await saveTemplate(fresh.connection.client, file);
    expect(fs.existsSync(file)).toBe(true);
    const expected = await structure(fresh);
    await fresh.close();
    expect(expected.migrations.length).toBe(
      fs.readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).length,
    );

    // The second one: unpacked from the template, then the migrations find nothing to do.
    const copy = await openPglite(path.join(root, 'copy'), { template: file });
    expect(copy.origin).toBe('template');
    await migrate(copy);
    expect(await structure(copy)).toEqual(expected);
    // It is a database of its own that keeps what is written to it.
    await copy.db.execute('create table template_probe (id int)');
    await copy.close();
    const reopened = await openPglite(path.join(root, 'copy'), { template: file });
    expect(reopened.origin).toBe('existing');
    await reopened.db.execute('select * from template_probe');
    await reopened.close();
    const third = await openPglite(path.join(root, 'third'), { template: file });
    expect(third.origin).toBe('template');
    await expect(third.db.execute('select * from template_probe')).rejects.toThrow();
    await third.close();
  }, 180_000);

  it('changes its key with any migration, so a template of other migrations is never found', () => {
    const folder = path.join(root, 'migrations');
    fs.cpSync(migrationsFolder, folder, { recursive: true });
    const key = templateKey(folder, extensions);
    expect(templateKey(migrationsFolder, extensions)).toBe(key);

    // A changed statement in an existing migration.
    const last = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .at(-1)!;
    const original = fs.readFileSync(path.join(folder, last), 'utf8');
    fs.writeFileSync(path.join(folder, last), `${original}\n-- changed`);
    const changed = templateKey(folder, extensions);
    expect(changed).not.toBe(key);
    fs.writeFileSync(path.join(folder, last), original);
    expect(templateKey(folder, extensions)).toBe(key);

    // A new migration, and another journal.
    fs.writeFileSync(path.join(folder, '9999_more.sql'), 'create table more (id int);');
    expect(templateKey(folder, extensions)).not.toBe(key);
    fs.rmSync(path.join(folder, '9999_more.sql'));
    const journal = path.join(folder, 'meta', '_journal.json');
    fs.writeFileSync(journal, fs.readFileSync(journal, 'utf8').replace('"version"', '"version" '));
    expect(templateKey(folder, extensions)).not.toBe(key);

    // Other extensions.
    expect(templateKey(migrationsFolder, [...extensions, 'citext'])).not.toBe(key);
  });

  it('starts a database from initdb when the template is missing or damaged, and forgets a damaged one', async () => {
    const missing = await openPglite(path.join(root, 'missing'), { template: path.join(root, 'none.tar') });
    expect(missing.origin).toBe('initdb');
    await missing.close();

    const damaged = path.join(root, 'damaged.tar');
    fs.writeFileSync(damaged, 'not a tarball');
    expect(readTemplate(damaged)).toBeDefined();
    const database = await openPglite(path.join(root, 'damaged-dir'), { template: damaged });
    expect(database.origin).toBe('initdb');
    await database.db.execute('select 1');
    await database.close();
    expect(fs.existsSync(damaged)).toBe(false);
  }, 180_000);
});
