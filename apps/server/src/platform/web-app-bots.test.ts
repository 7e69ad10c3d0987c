import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.ts';

// Spec §8: bots are never shown the error page. A crawler asking for an app page gets the plain
// status, not the app shell (whose not-found view would be a "soft 404" answered with 200).
const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const APP_SHELL = '<!doctype html><title>app</title>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), APP_SHELL);
  fs.writeFileSync(path.join(dist, 'login.html'), '<!doctype html><title>sign in</title>');
  fs.writeFileSync(path.join(dist, 'accept-contract.html'), '<!doctype html><title>offer page</title>');
  fs.writeFileSync(path.join(dist, 'external.html'), '<!doctype html><title>inquiry form</title>');
  t = await createTestApp({}, { WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, userAgent: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', 'user-agent': userAgent } });

describe('web pages for bots', () => {
  it('answers a bot a plain 404 for an unknown page and for the pages behind sign-in', async () => {
    for (const userAgent of [GOOGLEBOT, BINGBOT]) {
      for (const url of ['/no-such-page', '/en/customers/123', '/contracts?page=2']) {
        const response = await get(url, userAgent);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.headers['x-robots-tag']).toBe('noindex');
        expect(response.body).toBe('Not found');
      }
    }
  });

  it('still gives a bot the pages open without an account', async () => {
    expect((await get('/login.php', GOOGLEBOT)).body).toContain('<title>sign in</title>');
    expect((await get('/en/accept-contract?token=abc', GOOGLEBOT)).body).toContain('offer page');
    // A company's inquiry form is meant to be found and embedded (ADR 056).
    expect((await get('/external?company=abc', GOOGLEBOT)).body).toContain('inquiry form');
    const start = await get('/', GOOGLEBOT);
    expect(start.statusCode).toBe(200);
    expect(start.body).toContain('<title>app</title>');
  });

  it('gives a person the app, whose router shows its own not-found view', async () => {
    const response = await get('/no-such-page', FIREFOX);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(APP_SHELL.slice('<!doctype html>'.length));
  });

  it('keeps the API answering bots in JSON', async () => {
    const response = await get('/api/no-such-route', GOOGLEBOT);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('error_not_found');
  });
});
