import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, TEST_PASSWORD, type TestApp } from '../testing/index.ts';
import { selfRequestHeaders } from './request-log.ts';

let t: TestApp;
const lines: string[] = [];
// A built web app: its page, the offer page and a script.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-dist-'));

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'accept-contract.html'), '<!doctype html><title>offer</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await createTestApp({ logStream: stream }, { LOG_LEVEL: 'info', WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('structured logs', () => {
  it('are JSON lines with the request id, and never carry passwords, tokens or cookies', async () => {
    const company = await t.make.company();
    const user = await t.make.user(company.id);
    const session = await signIn(t.app, user.email);
    await t.app.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { ...session.headers, 'x-request-id': 'trace-12345678' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'trace-last-request' },
      payload: { email: user.email, password: 'wrong-secret-pw' },
    });
    // The stream delivers in order: once the last request's completion is logged, every line before it
    // is in `lines` too. Waiting for that line (bounded) replaces a fixed sleep a slow machine can overrun.
    const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    await vi.waitFor(
      () =>
        expect(parsed()).toContainEqual(
          expect.objectContaining({
            reqId: 'trace-last-request',
            msg: expect.stringMatching(/^POST \/api\/auth\/login 401 \d+ ms$/),
          }),
        ),
      { timeout: 5_000, interval: 10 },
    );

    const records = parsed();
    expect(records.length).toBeGreaterThanOrEqual(3);
    // One line for the signed-in request, saying who asked and in which company.
    expect(records.filter((record) => record.reqId === 'trace-12345678')).toEqual([
      expect.objectContaining({
        level: 30,
        msg: expect.stringMatching(/^GET \/api\/auth 200 \d+ ms$/),
        req: expect.objectContaining({ method: 'GET', url: '/api/auth' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        user: user.id,
        company: company.id,
      }),
    ]);
    const everything = lines.join('\n');
    for (const secret of [TEST_PASSWORD, 'wrong-secret-pw', session.token, session.csrf]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('log one line per API request, and none at info for the web app’s files and pages', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'x-request-id': 'asset-1234567' },
    });
    await t.app.inject({ method: 'GET', url: '/login.php', headers: { 'x-request-id': 'page-12345678' } });
    await t.app.inject({
      method: 'GET',
      url: `/accept-contract?token=${'s'.repeat(43)}`,
      headers: { 'x-request-id': 'offer-1234567' },
    });
    // The server's own requests (the demo content at a first start) log at debug; a client that sends
    // the header with a value of its own is logged as anyone.
    await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { ...selfRequestHeaders(), 'x-request-id': 'self-12345678' },
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-maxer-self': 'guessed', 'x-request-id': 'guess-1234567' },
    });
    await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'health-123456' } });
    const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    await vi.waitFor(() => expect(parsed().some((record) => record.reqId === 'health-123456')).toBe(true), {
      timeout: 5_000,
      interval: 10,
    });

    const health = parsed().filter((record) => record.reqId === 'health-123456');
    expect(health).toEqual([
      expect.objectContaining({
        level: 30,
        msg: expect.stringMatching(/^GET \/api\/health 200 \d+ ms$/),
        res: { statusCode: 200 },
        req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
      }),
    ]);
    expect(parsed().filter((record) => record.reqId === 'guess-1234567')).toHaveLength(1);
    for (const quiet of ['asset-1234567', 'page-12345678', 'offer-1234567', 'self-12345678'])
      expect(parsed().filter((record) => record.reqId === quiet)).toEqual([]);
    expect(lines.join('\n')).not.toContain('s'.repeat(43));
  });
});
