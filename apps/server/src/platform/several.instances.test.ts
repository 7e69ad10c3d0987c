import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SOCKET } from '@maxer/domain';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../testing/index.ts';
import { redisRateLimitStore } from './rate-limit.ts';

const redisUrl = process.env.REDIS_URL!;
const connections: Redis[] = [];
const redis = () => {
  const connection = new Redis(redisUrl);
  connections.push(connection);
  return connection;
};

afterAll(() => {
  for (const connection of connections) connection.disconnect();
});

describe('rate-limit counters in Redis', () => {
  it('are shared by every instance and expire with their window', async () => {
    const prefix = `maxer:test:${randomUUID()}:`;
    const one = redisRateLimitStore(redis(), prefix);
    const two = redisRateLimitStore(redis(), prefix);
    expect((await one.hit('login:ip:1.2.3.4', 300)).count).toBe(1);
    const second = await two.hit('login:ip:1.2.3.4', 300);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeGreaterThan(0);
    expect(second.resetMs).toBeLessThanOrEqual(300);
    expect((await one.peek('login:ip:1.2.3.4')).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await two.peek('login:ip:1.2.3.4')).count).toBe(0);
  });
});

describe('start-up work such as migrations', () => {
  it('runs on one instance at a time', async () => {
    const t = await createTestApp();
    try {
      const events: string[] = [];
      const step = (name: string) => async () => {
        events.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        events.push(`${name} end`);
      };
      await Promise.all([t.database.exclusive(step('a')), t.database.exclusive(step('b'))]);
      expect(events).toEqual(['a start', 'a end', 'b start', 'b end']);
    } finally {
      await t.close();
    }
  });
});

describe('two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await createTestApp({ realtimeRedis: { pub: redis(), sub: redis() } });
    // The second instance shares the first one's database and Redis.
    const { buildApp } = await import('../app.ts');
    const { memoryRateLimitStore } = await import('./rate-limit.ts');
    const { loadConfig } = await import('../config.ts');
    const appB = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent' }),
      database: a.database,
      rateLimitStore: memoryRateLimitStore(),
      countryOf: () => null,
      realtimeRedis: { pub: redis(), sub: redis() },
    });
    b = { ...a, app: appB, close: () => appB.close() };
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b.close();
    await a.close();
  });

  it('tells a page connected to one instance that its session was revoked on the other', async () => {
    const company = await a.make.company();
    const user = await a.make.user(company.id);
    const onA = await signIn(a.app, user.email);
    const onB = await signIn(b.app, user.email);
    const port = (a.app.server.address() as AddressInfo).port;
    const page = io(`http://127.0.0.1:${port}`, {
      path: SOCKET.path,
      transports: ['websocket'],
      auth: { token: onA.token },
      reconnection: false,
    });
    sockets.push(page);
    await new Promise((resolve, reject) => {
      page.once('connect', () => resolve(undefined));
      page.once('connect_error', reject);
    });
    const told = new Promise((resolve) => page.on('session.revoked', resolve));

    const list = await b.app.inject({ method: 'GET', url: '/api/sessions', headers: onB.headers });
    const target = list.json().items.find((s: { current: boolean }) => !s.current);
    const revoke = await b.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${target._id}`,
      headers: onB.headers,
    });
    expect(revoke.statusCode).toBe(204);
    await expect(told).resolves.toEqual({ sessionId: target._id });
  });
});
