import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.ts';

// The security headers every answer carries (ADR 060: computed once, no longer helmet's hooks on each
// response): exactly these, on an API answer, an error and a page of the web app.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

const SECURITY_HEADERS = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-dist-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({}, { WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The answer's headers that are about security: the known ones, and any other helmet might add. */
function securityHeadersOf(headers: Record<string, unknown>) {
  const known = new Set([
    ...Object.keys(SECURITY_HEADERS),
    'permissions-policy',
    'x-powered-by',
    'cross-origin-embedder-policy',
  ]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => known.has(name)));
}

describe('security headers', () => {
  it('are the same set on an API answer, an API error and a page', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/customers' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await t.app.inject({ method: 'GET', url: '/' }),
      await t.app.inject({ method: 'GET', url: '/en/customers' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 200, 200]);
    for (const answer of answers) {
      expect(securityHeadersOf(answer.headers)).toEqual(SECURITY_HEADERS);
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('carry the request id a trusted upstream gave', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'upstream-1234' },
    });
    expect(answer.headers['x-request-id']).toBe('upstream-1234');
  });
});
