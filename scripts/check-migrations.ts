// `npm run db:check`: fail when the Drizzle schema (apps/server/src/db/schema) and the committed
// migrations (apps/server/src/db/migrations) drift apart. drizzle-kit generates into a temporary copy
// of the migrations folder, so the working tree is never touched; any file it would add or change
// means a schema change without its migration.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const migrations = path.join(root, 'apps/server/src/db/migrations');
const baseConfig = path.join(root, 'apps/server/drizzle.config.ts');
const drizzleKit = path.join(root, 'node_modules/drizzle-kit/bin.cjs');

function fail(message: string): never {
  console.error(`\n  db:check failed: ${message}\n`);
  process.exit(1);
}

/** Every file under `dir`, relative to it, with its content. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), fs.readFileSync(file, 'utf8'));
  }
  return files;
}

/** The journal and the SQL files must name each other: a lost or stray file is drift too. */
function checkJournal(files: Map<string, string>) {
  const journalText = files.get(path.join('meta', '_journal.json'));
  if (!journalText)
    fail('apps/server/src/db/migrations/meta/_journal.json is missing. Run `npm run db:generate`.');
  const journal = JSON.parse(journalText) as { entries: { tag: string }[] };
  const listed = new Set(journal.entries.map((entry) => `${entry.tag}.sql`));
  const present = [...files.keys()].filter((file) => !file.includes(path.sep) && file.endsWith('.sql'));
  for (const file of listed) {
    if (!files.has(file))
      fail(`the journal lists ${file}, but the file is missing from the migrations folder.`);
  }
  for (const file of present) {
    if (!listed.has(file)) fail(`${file} is not in meta/_journal.json: drizzle-kit would never apply it.`);
  }
  for (const entry of journal.entries) {
    const index = entry.tag.split('_')[0];
    if (!files.has(path.join('meta', `${index}_snapshot.json`))) {
      fail(`meta/${index}_snapshot.json is missing for ${entry.tag}.sql.`);
    }
  }
}

if (!fs.existsSync(drizzleKit)) fail('drizzle-kit is not installed. Run `npm install` first.');

const committed = snapshot(migrations);
checkJournal(committed);

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-db-check-'));
// `fail` exits at once, past any finally: clean up on exit instead.
process.on('exit', () => fs.rmSync(workDir, { recursive: true, force: true }));
{
  const out = path.join(workDir, 'migrations');
  fs.cpSync(migrations, out, { recursive: true });
  // drizzle-kit resolves `out` against the working directory (an absolute path breaks it), and the
  // schema path of the real config is relative to the repository root: run from there.
  const config = path.join(workDir, 'drizzle.config.ts');
  fs.writeFileSync(
    config,
    `import base from ${JSON.stringify(baseConfig)};\n` +
      `export default { ...base, out: ${JSON.stringify(path.relative(root, out))} };\n`,
  );

  const result = spawnSync(process.execPath, [drizzleKit, 'generate', '--config', config], {
    cwd: root,
    encoding: 'utf8',
    // No stdin: a question from drizzle-kit (a rename?) must not wait for an answer.
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.error) fail(`drizzle-kit did not finish: ${result.error.message}\n${output}`);

  const generated = snapshot(out);
  const added = [...generated.keys()].filter((file) => !committed.has(file)).sort();
  const changed = [...generated.keys()].filter(
    (file) => committed.has(file) && committed.get(file) !== generated.get(file),
  );

  if (added.length > 0 || changed.length > 0) {
    const newSql = added
      .filter((file) => file.endsWith('.sql'))
      .map((file) => `--- ${file}\n${generated.get(file)?.trim()}`)
      .join('\n\n');
    fail(
      'the Drizzle schema has changes that no migration covers.\n' +
        `  drizzle-kit would ${added.length ? `add ${added.join(', ')}` : ''}${added.length && changed.length ? ' and ' : ''}${changed.length ? `change ${changed.join(', ')}` : ''}.\n` +
        '  Run `npm run db:generate` and commit the new migration.' +
        (newSql ? `\n\n${newSql}` : ''),
    );
  }
  if (/Interactive prompts require a TTY/i.test(output)) {
    fail(
      'the Drizzle schema has changes that no migration covers, and drizzle-kit must ask whether a\n' +
        '  table or column was renamed. Run `npm run db:generate` in a terminal and commit the new migration.',
    );
  }
  // drizzle-kit answers 0 even when it fails; only its own words say that all is well.
  if (result.status !== 0 || !/No schema changes/i.test(output)) {
    fail(
      'drizzle-kit did not confirm that the schema matches the migrations.\n' +
        '  Run `npm run db:generate` to see what it asks.\n\n' +
        output,
    );
  }
  console.log(
    `db:check: schema and migrations agree (${committed.size} files in apps/server/src/db/migrations).`,
  );
}
