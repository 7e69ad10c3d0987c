// Part of `npm start`: build the web app when its build is missing or older than its sources, so a
// newcomer never serves a stale page and a restart with nothing changed costs only a directory walk.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

/** Everything the web build reads that may change between two starts. */
const inputs = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'package.json'),
  path.join(root, 'packages/domain/src'),
];

/** The newest file under `target` (a file or a directory), ignoring what does not exist. */
function newest(target: string): { file: string; mtimeMs: number } | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return undefined;
  }
  if (!stat.isDirectory()) return { file: target, mtimeMs: stat.mtimeMs };
  let best: { file: string; mtimeMs: number } | undefined;
  for (const entry of fs.readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    const mtimeMs = fs.statSync(file).mtimeMs;
    if (!best || mtimeMs > best.mtimeMs) best = { file, mtimeMs };
  }
  return best;
}

function reasonToBuild(): string | undefined {
  if (!fs.existsSync(builtIndex)) return 'apps/web/dist/index.html is missing';
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  for (const input of inputs) {
    const found = newest(input);
    if (found && found.mtimeMs > builtAt)
      return `${path.relative(root, found.file)} changed since the last build`;
  }
  return undefined;
}

if (!fs.existsSync(path.join(web, 'package.json'))) {
  console.log('web app: apps/web is missing; the server will answer API requests only.');
  process.exit(0);
}

const started = performance.now();
const reason = reasonToBuild();
if (!reason) {
  console.log(`web app: build is up to date (checked in ${Math.round(performance.now() - started)} ms)`);
  process.exit(0);
}

// One line for the whole build: the reason now, the outcome when it ends. Vite's list of 150 files goes
// to the screen only when the build fails, with its errors.
process.stdout.write(`web app: building (${reason}) … `);
const result = spawnSync('npm', ['run', 'build', '-w', '@maxer/web'], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, NO_COLOR: '1' },
  maxBuffer: 64 * 1024 * 1024,
});
if (result.error) {
  console.error(`\nweb app: could not run npm: ${result.error.message}`);
  process.exit(1);
}
if (result.status !== 0) {
  console.error(`failed (exit code ${result.status ?? result.signal}):\n`);
  console.error(`${result.stdout}${result.stderr}`.trimEnd());
  process.exit(result.status || 1);
}
console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s${summary(result.stdout)}`);

/** "; 149 files pre-compressed, 2301 KB → 615 KB brotli" from the build's output, if it says so. */
function summary(output: string): string {
  const match = /pre-compressed (\d+) files: (\d+ KB) → (\d+ KB) brotli/.exec(output);
  return match ? `, ${match[2]} → ${match[3]} with brotli (${match[1]} files)` : '';
}
