import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import {
  addressOf,
  connected,
  createTestApp,
  disconnected,
  openSocket,
  type Session,
  signIn,
  TEST_PASSWORD,
  type TestApp,
} from '../testing/index.ts';
import { redisRateLimitStore } from './rate-limit.ts';
import { sharedStateFrom } from './redis.ts';

const redisUrl = process.env.REDIS_URL!;
const connections: Redis[] = [];
const redis = () => {
  const connection = new Redis(redisUrl);
  connections.push(connection);
  return connection;
};
const closers: (() => Promise<void>)[] = [];
const sockets: Socket[] = [];

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const close of closers.reverse()) await close();
  for (const connection of connections) connection.disconnect();
});

/** One more instance on `database`, sharing Redis as main.ts wires it, of the deployment `prefix`. */
async function instance(
  database: Database,
  options: { prefix: string; socketRecheckMs?: number },
): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: options.prefix,
  });
  const shared = await sharedStateFrom(config);
  const app = await buildApp({
    config,
    database,
    rateLimitStore: shared.rateLimitStore,
    realtimeRedis: shared.realtimeRedis,
    countryOf: () => null,
    jobs: { runWorker: false },
    socketRecheckMs: options.socketRecheckMs,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(async () => {
    await app.close();
    await shared.close();
  });
  return app;
}

/** An open page of `session` on `app`. */
async function pageOn(app: FastifyInstance, session: Session) {
  const socket = openSocket(addressOf(app), session.token);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

const prefix = () => `maxer-test-${randomUUID().slice(0, 8)}:`;

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

  it('are shared within a deployment and kept apart between deployments (REDIS_PREFIX)', async () => {
    const [first, second] = [prefix(), prefix()];
    const states = await Promise.all(
      [first, first, second].map((p) => sharedStateFrom({ redisUrl, redisPrefix: p })),
    );
    try {
      const [one, sameDeployment, otherDeployment] = states.map((state) => state.rateLimitStore);
      await one!.hit('login:ip:5.6.7.8', 60_000);
      await sameDeployment!.hit('login:ip:5.6.7.8', 60_000);
      expect((await one!.peek('login:ip:5.6.7.8')).count).toBe(2);
      expect((await otherDeployment!.peek('login:ip:5.6.7.8')).count).toBe(0);
    } finally {
      for (const state of states) await state.close();
    }
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
      // Whichever gets the lock first, the other starts only after it ended (never interleaved).
      const first = events[0]?.split(' ')[0];
      const second = first === 'a' ? 'b' : 'a';
      expect(events).toEqual([`${first} start`, `${first} end`, `${second} start`, `${second} end`]);
    } finally {
      await t.close();
    }
  });
});

describe('instances on one database and one Redis server', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    closers.push(() => t.close());
  });

  it('tells a page connected to one instance that its session was revoked on the other', async () => {
    const deployment = prefix();
    const [a, b] = [
      await instance(t.database, { prefix: deployment }),
      await instance(t.database, { prefix: deployment }),
    ];
    const company = await t.make.company();
    const user = await t.make.user(company.id);
    const onA = await signIn(a, user.email);
    const onB = await signIn(b, user.email);
    const page = await pageOn(a, onA);
    const told = new Promise((resolve) => page.on('session.revoked', resolve));

    const list = await b.inject({ method: 'GET', url: '/api/sessions', headers: onB.headers });
    const target = list.json().items.find((s: { current: boolean }) => !s.current);
    const revoke = await b.inject({
      method: 'DELETE',
      url: `/api/sessions/${target._id}`,
      headers: onB.headers,
    });
    expect(revoke.statusCode).toBe(204);
    await expect(told).resolves.toEqual({ sessionId: target._id });
  });

  it("of another deployment (another REDIS_PREFIX) do not receive this deployment's events", async () => {
    const [ours, theirs] = [prefix(), prefix()];
    const one = await instance(t.database, { prefix: ours });
    const two = await instance(t.database, { prefix: ours });
    const foreign = await instance(t.database, { prefix: theirs });
    const company = await t.make.company();
    const user = await t.make.user(company.id);
    const session = await signIn(one, user.email);
    const ourPage = await pageOn(two, session);
    // The same room name on the other deployment: it must hear nothing of ours.
    const foreignPage = await pageOn(foreign, session);
    let foreignTold = false;
    foreignPage.on('session.revoked', () => {
      foreignTold = true;
    });
    const told = new Promise((resolve) => ourPage.on('session.revoked', resolve));
    const closed = disconnected(ourPage);

    const logout = await one.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    expect(logout.statusCode).toBe(204);
    await expect(told).resolves.toEqual({ sessionId: expect.any(String) });
    await expect(closed).resolves.toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(foreignTold).toBe(false);
    expect(foreignPage.connected).toBe(true);
  });

  it("closes an employee's pages on every instance at once when an owner deactivates them", async () => {
    const deployment = prefix();
    const [a, b] = [
      await instance(t.database, { prefix: deployment }),
      await instance(t.database, { prefix: deployment }),
    ];
    const company = await t.make.company();
    const owner = await t.make.user(company.id, { role: 'OWNER' });
    const employee = await t.make.user(company.id);
    const ownerSession = await signIn(a, owner.email);
    const pages = [
      await pageOn(a, await signIn(a, employee.email)),
      await pageOn(b, await signIn(b, employee.email)),
    ];
    const closed = pages.map(disconnected);

    const change = await a.inject({
      method: 'PUT',
      url: `/api/employees/${employee.id}`,
      headers: ownerSession.headers,
      payload: {
        firstName: employee.firstName,
        lastName: employee.lastName,
        email: employee.email,
        role: 'USER',
        active: false,
      },
    });
    expect(change.statusCode).toBe(200);
    await expect(Promise.all(closed)).resolves.toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('each re-checks its own connections: a user made inactive by any path loses them on every instance', async () => {
    const deployment = prefix();
    const [a, b] = [
      await instance(t.database, { prefix: deployment, socketRecheckMs: 100 }),
      await instance(t.database, { prefix: deployment, socketRecheckMs: 100 }),
    ];
    const company = await t.make.company();
    const [leaving, staying] = [await t.make.user(company.id), await t.make.user(company.id)];
    const pages = [
      await pageOn(a, await signIn(a, leaving.email)),
      await pageOn(b, await signIn(b, leaving.email)),
    ];
    const others = [
      await pageOn(a, await signIn(a, staying.email)),
      await pageOn(b, await signIn(b, staying.email)),
    ];
    const closed = pages.map(disconnected);

    await t.database.db.update(users).set({ active: false }).where(eq(users.id, leaving.id));
    await expect(Promise.all(closed)).resolves.toEqual(['io server disconnect', 'io server disconnect']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(others.map((page) => page.connected)).toEqual([true, true]);
  });
});

describe('sign-in limits on two instances', () => {
  let c: TestApp;
  let d: TestApp;
  const prefix = `maxer:test:${randomUUID()}:`;
  const loginLimits = {
    perClient: { max: 50, windowMs: 60_000 },
    failuresPerAccountAndClient: { max: 3, windowMs: 60_000 },
    failuresPerDevice: { max: 3, windowMs: 60_000 },
    slowdown: { afterFailures: 100, stepMs: 1, maxMs: 1, windowMs: 60_000 },
  };

  beforeAll(async () => {
    c = await createTestApp(
      { rateLimitStore: redisRateLimitStore(redis(), prefix), loginLimits },
      { TRUST_PROXY: 'true' },
    );
    const { buildApp } = await import('../app.ts');
    const { loadConfig } = await import('../config.ts');
    const appD = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        WEB_DIST_DIR: '/nonexistent',
        TRUST_PROXY: 'true',
      }),
      database: c.database,
      rateLimitStore: redisRateLimitStore(redis(), prefix),
      countryOf: () => null,
      loginLimits,
      jobs: { runWorker: false },
    });
    d = { ...c, app: appD, close: () => appD.close() };
  });
  afterAll(async () => {
    await d.close();
    await c.close();
  });

  const login = (t: TestApp, email: string, password: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: {
        host: 'localhost',
        'x-forwarded-for': ip,
        ...(cookie ? { cookie: `x-device=${cookie}` } : {}),
      },
    });

  it('count failures and know devices whichever instance answers', async () => {
    const company = await c.make.company();
    const owner = await c.make.user(company.id);
    const first = await login(c, owner.email, TEST_PASSWORD, '10.9.0.1');
    const device = first.cookies.find((cookie) => cookie.name === 'x-device')!.value;

    for (let i = 0; i < 3; i++)
      expect((await login(c, owner.email, 'guess', '10.9.0.2')).statusCode).toBe(401);
    expect((await login(d, owner.email, TEST_PASSWORD, '10.9.0.2')).statusCode).toBe(429);
    // The device known to one instance is known to the other.
    expect((await login(d, owner.email, TEST_PASSWORD, '10.9.0.2', device)).statusCode).toBe(200);

    for (let i = 0; i < 3; i++)
      expect((await login(d, owner.email, 'typo', '10.9.0.1', device)).statusCode).toBe(401);
    expect((await login(c, owner.email, TEST_PASSWORD, '10.9.0.1', device)).statusCode).toBe(429);
  });
});
