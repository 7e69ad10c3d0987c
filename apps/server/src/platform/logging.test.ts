import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, TEST_PASSWORD, type TestApp } from '../testing/index.ts';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  t = await createTestApp({ logStream: stream }, { LOG_LEVEL: 'info' });
});
afterAll(() => t.close());

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
          expect.objectContaining({ reqId: 'trace-last-request', msg: 'request completed' }),
        ),
      { timeout: 5_000, interval: 10 },
    );

    const records = parsed();
    expect(records.length).toBeGreaterThan(3);
    expect(records.some((record) => record.reqId === 'trace-12345678')).toBe(true);
    const everything = lines.join('\n');
    for (const secret of [TEST_PASSWORD, 'wrong-secret-pw', session.token, session.csrf]) {
      expect(everything).not.toContain(secret);
    }
  });
});
