import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { PUBLIC_INQUIRY_LIMIT } from './public-inquiries.service.ts';

/** What the web inquiry form needs from the server: its own HTML, framable by any site, the limits. */
let t: TestApp;
let dist: string;

beforeAll(async () => {
  // A stand-in for the built web app: the form must come from its own entry, not the app's index.html.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dist, 'external.html'), '<!doctype html><title>inquiry form</title>');
  t = await createTestApp({}, { WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web inquiry form page', () => {
  it('answers /external in either language with its own page, which any website may frame', async () => {
    for (const url of ['/external?company=abc', '/en/external?company=abc', '/external']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('inquiry form');
      expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['x-frame-options']).toBeUndefined();
    }
    // Every other page stays unframable.
    const app = await t.app.inject({ method: 'GET', url: '/contracts' });
    expect(app.body).toContain('<title>app</title>');
    expect(app.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('limits the public inquiry endpoints per address', async () => {
    const call = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/public/inquiry-forms/unknown',
        remoteAddress: '203.0.113.91',
      });
    for (let i = 0; i < PUBLIC_INQUIRY_LIMIT.max; i++) expect((await call()).statusCode).toBe(404);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
