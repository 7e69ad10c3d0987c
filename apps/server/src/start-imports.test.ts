import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Packages a start must not load (ADR 063): each is needed only by a configuration (SMTP_URL, S3_*,
 * REDIS_URL, a terminal) or at the first document, image or media upload, where it is imported then.
 */
const LOADED_AT_FIRST_USE = [
  'nodemailer',
  'pdfkit',
  'fontkit',
  'qrcode',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@aws-sdk/s3-request-presigner',
  'ioredis',
  '@socket.io/redis-adapter',
  'sharp',
  'pino-pretty',
  'file-type',
  'geoip-country',
];

// Records every package a module resolves into, then loads what main.ts loads before the start
// (server.ts only defines startServer, so importing it starts nothing).
const probe = `
import module from 'node:module';
const seen = new Set();
module.registerHooks({
  resolve(specifier, context, next) {
    const result = next(specifier, context);
    const found = result.url.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)/);
    if (found) seen.add(found[1]);
    return result;
  },
});
const { pathToFileURL } = await import('node:url');
const at = (file) => pathToFileURL(process.argv[1] + '/' + file).href;
for (const file of ['config.ts', 'db/pglite-open.ts', 'server.ts']) await import(at(file));
console.log(JSON.stringify([...seen]));
`;

describe('the server start', () => {
  it('loads none of the packages kept for their first use', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', probe, path.resolve(import.meta.dirname)],
      { timeout: 120_000 },
    );
    const loaded = JSON.parse(stdout) as string[];
    // The probe saw the server's own dependencies, so an empty answer cannot pass by accident.
    expect(loaded).toContain('fastify');
    expect(loaded).toContain('@electric-sql/pglite');
    expect(loaded.filter((name) => LOADED_AT_FIRST_USE.includes(name))).toEqual([]);
  }, 150_000);
});
