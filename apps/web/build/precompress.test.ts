import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('pre-compressing the web build', () => {
  it('writes a brotli and a gzip copy beside every text file worth it, decoding to the same bytes', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = 'export const greeting = "Grüezi mitenand";\n'.repeat(200);
    fs.writeFileSync(path.join(dir, 'assets', 'main-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'main-abc.css'), '.a{color:red}\n'.repeat(100));
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>Maxer</p>'.repeat(100)}`);
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));

    const written = await precompressDirectory(dir);

    expect(written.map((entry) => entry.file).sort()).toEqual(
      [path.join('assets', 'main-abc.css'), path.join('assets', 'main-abc.js'), 'index.html'].sort(),
    );
    const br = fs.readFileSync(path.join(dir, 'assets', 'main-abc.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets', 'main-abc.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString('utf8')).toBe(script);
    expect(zlib.gunzipSync(gz).toString('utf8')).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    // Too small to gain anything, or not text: served as they are.
    expect(fs.existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
  });
});
