import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, platformAdmins, sessions, users } from '../../db/schema/index.ts';
import {
  addressOf,
  connected,
  createTestApp,
  disconnected,
  openSocket,
  signIn,
  type TestApp,
} from '../../testing/index.ts';

let t: TestApp;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ socketRecheckMs: 100 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** An open page of `email`'s new session. */
async function pageOf(email: string, host = 'localhost') {
  const socket = openSocket(addressOf(t.app), (await signIn(t.app, email, { host })).token, { host });
  sockets.push(socket);
  await connected(socket);
  return socket;
}

describe('an open real-time connection whose session ends by a path that announces nothing', () => {
  it('is closed at the next re-check: session expired or revoked, user, admin or company inactive', async () => {
    const company = await t.make.company();
    const otherCompany = await t.make.company();
    const [stays, expires, revoked, deactivated, ofInactiveCompany] = await Promise.all([
      t.make.user(company.id),
      t.make.user(company.id),
      t.make.user(company.id),
      t.make.user(company.id),
      t.make.user(otherCompany.id),
    ]);
    const admin = await t.make.admin();
    const activeAdmin = await t.make.admin();
    const staying = [await pageOf(stays.email), await pageOf(activeAdmin.email, 'admin.localhost')];
    const ending = [
      await pageOf(expires.email),
      await pageOf(revoked.email),
      await pageOf(deactivated.email),
      await pageOf(ofInactiveCompany.email),
      await pageOf(admin.email, 'admin.localhost'),
    ];
    const closed = ending.map(disconnected);

    // Straight in the database, as any other path (or time itself) would change them.
    const db = t.database.db;
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expires.id));
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, revoked.id));
    await db.update(users).set({ active: false }).where(eq(users.id, deactivated.id));
    await db.update(companies).set({ active: false }).where(eq(companies.id, otherCompany.id));
    await db.update(platformAdmins).set({ active: false }).where(eq(platformAdmins.id, admin.id));

    await expect(Promise.all(closed)).resolves.toEqual(ending.map(() => 'io server disconnect'));
    // Several re-checks later, the live ones are still open.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(staying.map((socket) => socket.connected)).toEqual([true, true]);
  });
});
