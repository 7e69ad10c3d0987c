import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressOf,
  connected,
  createTestApp,
  disconnected,
  openSocket,
  signIn,
  type TestApp,
} from '../testing/index.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = addressOf(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

function connect(
  token: string | undefined,
  options: { origin?: string; transports?: string[]; address?: string } = {},
) {
  const socket = openSocket(options.address ?? url, token, options);
  sockets.push(socket);
  return socket;
}

describe('real-time connection', () => {
  it('refuses a connection without a valid access token', async () => {
    await expect(connected(connect(undefined))).rejects.toThrow('error_unauthenticated');
    await expect(connected(connect('forged-token'))).rejects.toThrow('error_session_inactive');
  });

  it('speaks websocket only', async () => {
    const company = await t.make.company();
    const user = await t.make.user(company.id);
    const session = await signIn(t.app, user.email);
    await expect(connected(connect(session.token, { transports: ['polling'] }))).rejects.toThrow();
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
    const closed = disconnected(page);
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

  it("closes an employee's open pages at once when an owner deactivates or deletes them", async () => {
    const company = await t.make.company();
    const owner = await t.make.user(company.id, { role: 'OWNER' });
    const ownerSession = await signIn(t.app, owner.email);
    const deactivated = await t.make.user(company.id);
    const deleted = await t.make.user(company.id);
    const deactivatedPage = connect((await signIn(t.app, deactivated.email)).token);
    const deletedPage = connect((await signIn(t.app, deleted.email)).token);
    const ownerPage = connect(ownerSession.token);
    await Promise.all([connected(deactivatedPage), connected(deletedPage), connected(ownerPage)]);
    const closed = [disconnected(deactivatedPage), disconnected(deletedPage)];

    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/${deactivated.id}`,
      headers: ownerSession.headers,
      payload: {
        firstName: deactivated.firstName,
        lastName: deactivated.lastName,
        email: deactivated.email,
        role: 'USER',
        active: false,
      },
    });
    expect(change.statusCode).toBe(200);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/employees/${deleted.id}`,
      headers: ownerSession.headers,
    });
    expect(removal.statusCode).toBe(204);

    await expect(Promise.all(closed)).resolves.toEqual(['io server disconnect', 'io server disconnect']);
    expect(ownerPage.connected).toBe(true);
  });
});
