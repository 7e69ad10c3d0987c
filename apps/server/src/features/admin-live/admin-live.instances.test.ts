import { randomUUID } from 'node:crypto';
import type { AdminLiveEvent, AdminPresence } from '@maxer/domain';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { sharedStateFrom } from '../../platform/redis.ts';
import {
  addressOf,
  connected,
  createTestApp,
  openSocket,
  type Session,
  signIn,
  type TestApp,
} from '../../testing/index.ts';

// The live dashboard with several instances sharing Redis (`npm run test:api:pg`): an admin's page on
// one instance hears of what happens on another, and the picture counts every instance's connections.
const ADMIN_HOST = 'admin.localhost';
const closers: (() => Promise<void>)[] = [];
const sockets: Socket[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const close of closers.reverse()) await close();
  await t.close();
});

/** One more instance on the test database, sharing Redis as main.ts wires it. */
async function instance(prefix: string): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    REDIS_URL: process.env.REDIS_URL!,
    REDIS_PREFIX: prefix,
  });
  const shared = await sharedStateFrom(config);
  const app = await buildApp({
    config,
    database: t.database,
    rateLimitStore: shared.rateLimitStore,
    realtimeRedis: shared.realtimeRedis,
    countryOf: () => null,
    jobs: { runWorker: false },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(async () => {
    await app.close();
    await shared.close();
  });
  return app;
}

async function pageOn(app: FastifyInstance, session: Session, host = 'localhost') {
  const socket = openSocket(addressOf(app), session.token, { host });
  sockets.push(socket);
  await connected(socket);
  return socket;
}

describe('the live dashboard on several instances', () => {
  it('shows an admin on one instance the sign-ins and open pages of another', async () => {
    const prefix = `maxer-test-${randomUUID().slice(0, 8)}:`;
    const [a, b] = [await instance(prefix), await instance(prefix)];
    const admin = await signIn(a, (await t.make.admin()).email, { host: ADMIN_HOST });
    const adminPage = await pageOn(a, admin, ADMIN_HOST);
    const events: AdminLiveEvent[] = [];
    const presence: AdminPresence[] = [];
    adminPage.on('admin.event', (event: AdminLiveEvent) => events.push(event));
    adminPage.on('admin.presence', (entry: AdminPresence) => presence.push(entry));

    const company = await t.make.company({ name: 'Verteilt AG' });
    const user = await t.make.user(company.id, { firstName: 'Rita', lastName: 'Redis' });
    const session = await signIn(b, user.email);
    await expect
      .poll(() => events.find((event) => event.kind === 'signIn' && event.company._id === company.id)?.user)
      .toEqual({ _id: user.id, name: 'Rita Redis' });

    await pageOn(b, session);
    await pageOn(a, session);
    await expect.poll(() => presence.filter((entry) => entry.userId === user.id).at(-1)?.connections).toBe(2);

    const state = (await a.inject({ method: 'GET', url: '/api/admin/live', headers: admin.headers })).json();
    expect(state.online).toContainEqual({
      company: { _id: company.id, name: 'Verteilt AG' },
      users: [{ _id: user.id, name: 'Rita Redis', connections: 2 }],
    });
  });
});
