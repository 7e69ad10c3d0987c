import type { AddressInfo } from 'node:net';
import { SOCKET } from '@maxer/domain';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../testing/index.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

function connect(token: string | undefined, transports: string[] = ['websocket']) {
  const socket = io(url, {
    path: SOCKET.path,
    transports,
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

describe('real-time connection', () => {
  it('refuses a connection without a valid access token', async () => {
    await expect(connected(connect(undefined))).rejects.toThrow('error_unauthenticated');
    await expect(connected(connect('forged-token'))).rejects.toThrow('error_session_inactive');
  });

  it('speaks websocket only', async () => {
    const company = await t.make.company();
    const user = await t.make.user(company.id);
    const session = await signIn(t.app, user.email);
    await expect(connected(connect(session.token, ['polling']))).rejects.toThrow();
  });

  it("tells a session's open pages when it is signed out elsewhere, and closes them", async () => {
    const company = await t.make.company();
    const user = await t.make.user(company.id);
    const session = await signIn(t.app, user.email);
    const bystander = await signIn(t.app, user.email);
    const page = connect(session.token);
    const otherPage = connect(bystander.token);
    await Promise.all([connected(page), connected(otherPage)]);

    const revoked = new Promise((resolve) => page.on('session.revoked', resolve));
    const closed = new Promise((resolve) => page.on('disconnect', resolve));
    let bystanderTold = false;
    otherPage.on('session.revoked', () => {
      bystanderTold = true;
    });

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    expect(logout.statusCode).toBe(204);
    const list = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bystander.headers });
    expect(list.json().total).toBe(1);

    await expect(revoked).resolves.toEqual({ sessionId: expect.any(String) });
    await expect(closed).resolves.toBe('io server disconnect');
    expect(bystanderTold).toBe(false);
    expect(otherPage.connected).toBe(true);
  });
});
