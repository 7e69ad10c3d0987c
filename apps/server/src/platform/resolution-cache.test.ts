import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { packagesAlone, resolutionCache } from './resolution-cache.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-resolutions-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A Node process that loads modules as main.ts does, imports `zod` and says what it got. */
async function importZod(file: string, stamp: string): Promise<string> {
  const loading = pathToFileURL(path.join(import.meta.dirname, 'module-loading.ts')).href;
  const script = `
    const { speedUpModuleLoading, saveCompiledModules } = await import(${JSON.stringify(loading)});
    speedUpModuleLoading(${JSON.stringify(file)}, ${JSON.stringify(stamp)});
    const zod = await import('zod');
    saveCompiledModules();
    console.log(zod.marker ?? 'zod');
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: import.meta.dirname,
    timeout: 60_000,
  });
  return stdout.trim();
}

describe('kept resolutions of the installed packages', () => {
  it('answer the next start of the same installation, and only of that one', async () => {
    const file = path.join(dir, 'resolutions.json');
    expect(await importZod(file, 'one')).toBe('zod');
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      stamp: string;
      entries: Record<string, { url: string }>;
    };
    expect(stored.stamp).toBe('one');
    const keys = Object.keys(stored.entries).filter((key) => key.startsWith('zod\0'));
    expect(keys).toHaveLength(1);
    expect(stored.entries[keys[0]!]!.url).toContain('/node_modules/zod/');

    // Pointed elsewhere, the kept answer is the one used: the start did not ask Node again.
    const elsewhere = path.join(dir, 'elsewhere.mjs');
    fs.writeFileSync(elsewhere, "export const marker = 'kept';\n");
    stored.entries[keys[0]!] = { url: pathToFileURL(elsewhere).href };
    fs.writeFileSync(file, JSON.stringify(stored));
    expect(await importZod(file, 'one')).toBe('kept');
    // Another installation (npm changed node_modules) ignores them and keeps its own.
    expect(await importZod(file, 'two')).toBe('zod');
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).stamp).toBe('two');
  }, 120_000);

  it('are kept for imports into the packages, never for the server’s own files', () => {
    expect(packagesAlone('fastify', 'file:///repo/apps/server/src/app.ts')).toBe(true);
    expect(packagesAlone('./lib/route.js', 'file:///repo/node_modules/fastify/fastify.js')).toBe(true);
    expect(packagesAlone('./app.ts', 'file:///repo/apps/server/src/main.ts')).toBe(false);
    expect(packagesAlone('../db/client.ts', 'file:///repo/apps/server/src/platform/x.ts')).toBe(false);
    expect(packagesAlone('node:fs', 'file:///repo/apps/server/src/app.ts')).toBe(false);
    expect(packagesAlone('@maxer/domain', 'file:///repo/apps/server/src/app.ts')).toBe(false);
    expect(packagesAlone('@maxer/domain/invoices', 'file:///repo/apps/server/src/app.ts')).toBe(false);
  });

  it('are not written when nothing new was learnt, and a broken file counts as none', () => {
    const file = path.join(dir, 'broken.json');
    fs.writeFileSync(file, '{ not json');
    const cache = resolutionCache(file, 'x');
    expect(cache.get('zod\0/\0\0{}')).toBeUndefined();
    cache.save();
    expect(fs.readFileSync(file, 'utf8')).toBe('{ not json');
    cache.set('zod\0/\0\0{}', { url: 'file:///z.js', format: 'module' });
    cache.save();
    expect(resolutionCache(file, 'x').get('zod\0/\0\0{}')).toEqual({ url: 'file:///z.js', format: 'module' });
  });
});
