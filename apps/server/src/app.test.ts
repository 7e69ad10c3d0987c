import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/index.ts';

let t: TestApp;
const INDEX_HTML = `<!doctype html><html><head><title>Maxer</title>${'<link rel="modulepreload" href="/assets/chunk.js" />'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const OFFER_HTML = `<!doctype html><title>offer page</title>${'<p>Offerte</p>'.repeat(200)}`;
const BIG_JS = 'export const greeting = "Grüezi";\n'.repeat(500);
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  // As the web build writes them: a page over the compression threshold, the offer page, and a large
  // script with its pre-compressed siblings (apps/web/build/precompress.ts).
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'accept-contract.html'), OFFER_HTML);
  fs.writeFileSync(path.join(dist, 'accept-contract.html.br'), zlib.brotliCompressSync(OFFER_HTML));
  fs.writeFileSync(path.join(dist, 'accept-contract.html.gz'), zlib.gzipSync(OFFER_HTML));
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), BIG_JS);
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js.br'), zlib.brotliCompressSync(BIG_JS));
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js.gz'), zlib.gzipSync(BIG_JS));
  t = await createTestApp({}, { WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('one process serves API and web app', () => {
  it('answers health when the database is reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: expect.stringMatching(/^(pglite|postgres)$/) });
  });

  it('serves index.html for every non-API path (the browser router decides)', async () => {
    for (const url of ['/', '/login.php?redirect=%2Fcustomers', '/en/admin', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('names the side in the page: the admin host of ADMIN_URL, whatever it is called, or the company side', async () => {
    const sideOf = async (host: string) =>
      /<meta name="maxer-side" content="(\w+)"/.exec(
        (await t.app.inject({ method: 'GET', url: '/login.php', headers: { host } })).body,
      )?.[1];
    expect(await sideOf('admin.localhost:3000')).toBe('admin');
    expect(await sideOf('localhost:3000')).toBe('company');
    const custom = await createTestApp(
      {},
      { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://app.maxer.ch', ADMIN_URL: 'https://verwaltung.maxer.ch' },
    );
    try {
      const page = (host: string) => custom.app.inject({ method: 'GET', url: '/admin', headers: { host } });
      expect((await page('verwaltung.maxer.ch')).body).toContain(
        '<meta name="maxer-side" content="admin" />',
      );
      expect((await page('admin.app.maxer.ch')).body).toContain(
        '<meta name="maxer-side" content="company" />',
      );
    } finally {
      await custom.close();
    }
  });

  it('serves the sign-in page of its own on a first visit of /login.php (ADR 040), naming the side', async () => {
    const signInFile = path.join(dist, 'login.html');
    fs.writeFileSync(
      signInFile,
      '<!doctype html><html><head><title>sign-in page</title></head><body></body></html>',
    );
    try {
      for (const url of ['/login.php', '/login.php?redirect=%2Fcustomers', '/en/login.php', '/Login.PHP']) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { host: 'admin.localhost:3000' },
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<title>sign-in page</title>');
        expect(response.body, url).toContain('<meta name="maxer-side" content="admin" />');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
      // Only the sign-in address: its look-alikes and every other path are the app's.
      for (const url of ['/login.php5', '/en/login.phpx', '/customers/login.php', '/']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.body, url).toContain('<title>Maxer</title>');
      }
    } finally {
      fs.rmSync(signInFile);
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404, and serves a file added after start without a restart', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/assets/old-chunk-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
    fs.writeFileSync(path.join(dist, 'assets', 'new-chunk-456.js'), 'console.log(2)');
    const added = await t.app.inject({ method: 'GET', url: '/assets/new-chunk-456.js' });
    expect(added.statusCode).toBe(200);
    expect(added.body).toBe('console.log(2)');
  });

  it('answers an unknown API path with the JSON 404, never the web app', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'error_not_found', message: 'Page Not Found' });
  });

  it('publishes the API description and its docs', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth', '/api/auth/login', '/api/auth/logout', '/api/health']),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
    expect(docs.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('security headers and request ids', () => {
  it('sends a content security policy and the usual hardening headers on pages and API', async () => {
    for (const url of ['/', '/api/health', '/api/no-such-thing']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('gives every answer a request id, keeping a well-formed one from upstream', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234567890' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1234567890');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a\nb' },
    });
    expect(hostile.headers['x-request-id']).not.toContain('\n');
    const error = await t.app.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { 'x-request-id': 'lb-abcdefghij' },
    });
    expect(error.json().requestId).toBe('lb-abcdefghij');
  });
});

describe('compression', () => {
  const brAndGzip = { 'accept-encoding': 'br, gzip' };

  it('sends a built script brotli-compressed to a browser that accepts it, gzip or plain to others', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: brAndGzip });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(BIG_JS.length / 10);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(BIG_JS);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(BIG_JS);

    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.headers['content-type']).toContain('javascript');
    expect(plain.body).toBe(BIG_JS);
  });

  it('compresses the app page (its side tag included) and the offer page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login.php', headers: brAndGzip });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = zlib.brotliDecompressSync(page.rawPayload).toString('utf8');
    expect(html).toContain('<meta name="maxer-side" content="company" />');
    expect(html).toContain('<div id="root">');

    const offer = await t.app.inject({
      method: 'GET',
      url: `/accept-contract?token=${'x'.repeat(43)}`,
      headers: brAndGzip,
    });
    expect(offer.statusCode).toBe(200);
    expect(offer.headers['content-encoding']).toBe('br');
    expect(offer.headers['content-type']).toContain('text/html');
    expect(offer.headers['referrer-policy']).toBe('no-referrer');
    expect(zlib.brotliDecompressSync(offer.rawPayload).toString('utf8')).toBe(OFFER_HTML);
  });

  it('compresses an API answer over the threshold; a small one and a client without br/gzip get it plain', async () => {
    // The API description stands in for a list: JSON of a few hundred KB, the same for every caller.
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: brAndGzip });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());

    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: brAndGzip });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('ok');
  });
});
