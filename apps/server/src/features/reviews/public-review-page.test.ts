import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { PUBLIC_REVIEW_LIMIT } from './public-reviews.service.ts';

/** What the customer's review page needs from the server: its own HTML, no referrer, the limits. */
let t: TestApp;
let dist: string;

beforeAll(async () => {
  // A stand-in for the built web app: the page must come from its own entry, not the app's index.html.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dist, 'customers-reviews.html'), '<!doctype html><title>review page</title>');
  t = await createTestApp({}, { WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("the customer's review page", () => {
  it('answers the e-mailed link, in either language, with its own page and no referrer', async () => {
    for (const url of ['/customers-reviews?token=abc', '/en/customers-reviews?token=abc']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('review page');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    }
    expect((await t.app.inject({ method: 'GET', url: '/reviews' })).body).toContain('<title>app</title>');
  });

  it('limits the public review endpoints per address, like the offer page', async () => {
    const call = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/public/reviews/${'y'.repeat(43)}`,
        remoteAddress: '203.0.113.90',
      });
    for (let i = 0; i < PUBLIC_REVIEW_LIMIT.max; i++) expect((await call()).statusCode).toBe(404);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
