import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text. Images, fonts in woff2 and PDFs are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ico)$/;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of `dir` (recursively), each only when it is smaller than the file (small files too: else the
 * server would compress them per request, platform/compression.ts). The server sends the one the
 * browser accepts (apps/server/src/platform/web-app.ts), so the most expensive compression runs
 * once per build instead of once per request. Returns the files written, relative to `dir`.
 */
export async function precompressDirectory(
  dir: string,
): Promise<{ file: string; bytes: number; br: number }[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return (
    await Promise.all(
      files.map(async (file) => {
        const body = await fs.readFile(file);
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzip(body, { level: 9 }),
        ]);
        if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
        if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
        if (br.length >= body.length && gz.length >= body.length) return undefined;
        return { file: path.relative(dir, file), bytes: body.length, br: br.length };
      }),
    )
  ).filter((written) => written !== undefined);
}

/** The Vite plugin: pre-compresses the build's output directory once everything is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'maxer-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const written = await precompressDirectory(outDir);
      const raw = written.reduce((sum, entry) => sum + entry.bytes, 0);
      const br = written.reduce((sum, entry) => sum + entry.br, 0);
      this.info(
        `pre-compressed ${written.length} files: ${(raw / 1000).toFixed(0)} KB → ${(br / 1000).toFixed(0)} KB brotli`,
      );
    },
  };
}
