import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/index.ts';
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
} from '../../testing/index.ts';

// A platform admin acting for a company (issue 14): changes a user's e-mail, which the user cannot do
// themselves, and ends a user's sessions; an owner may end an employee's sessions too.
let t: TestApp;
let admin: Session;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, (await t.make.admin({ firstName: 'Olivia', lastName: 'Admin' })).email, {
    host: 'admin.localhost',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function company() {
  const row = await t.make.company();
  const ownerUser = await t.make.user(row.id, {
    role: 'OWNER',
    email: `chef-${row.id.slice(0, 6)}@example.com`,
  });
  return { id: row.id, ownerUser, owner: await signIn(t.app, ownerUser.email) };
}

const onBehalf = (companyId: string) => ({ ...admin.headers, 'x-company-id': companyId });

const asIs = (user: { firstName: string; lastName: string; email: string }, role = 'OWNER') => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  role,
  active: true,
});

const recorded = (companyId: string, entityId: string) =>
  t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.companyId, companyId), eq(activities.entityId, entityId)));

function page(token: string) {
  const socket = openSocket(addressOf(t.app), token);
  sockets.push(socket);
  return socket;
}

describe('an admin acting for a company, on its employees', () => {
  it("changes an owner's e-mail (which the owner cannot), recorded as the admin's on-behalf change", async () => {
    const { id, ownerUser, owner } = await company();
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/${ownerUser.id}`,
      headers: owner.headers,
      payload: { ...asIs(ownerUser), email: 'neu@example.com' },
    });
    expect(own.json().error.code).toBe('error_own_email_change');

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/${ownerUser.id}`,
      headers: onBehalf(id),
      payload: { ...asIs(ownerUser), email: 'Neu.Chef@Example.com' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe('neu.chef@example.com');
    // The owner signs in with the new address from now on.
    await signIn(t.app, 'neu.chef@example.com', { password: TEST_PASSWORD });

    const [activity] = await recorded(id, ownerUser.id);
    expect(activity).toMatchObject({
      actorType: 'admin',
      actorName: 'Olivia Admin',
      onBehalf: true,
      action: 'update',
      changes: { email: [ownerUser.email, 'neu.chef@example.com'] },
    });
  });

  it('refuses an address another account has, in both languages, and changes nothing', async () => {
    const { id, ownerUser } = await company();
    const other = await company();
    const worker = await t.make.user(id);
    const taken = (language: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/employees/${worker.id}`,
        headers: { ...onBehalf(id), 'accept-language': language },
        payload: { ...asIs(worker, 'USER'), email: other.ownerUser.email },
      });
    const english = await taken('en');
    expect(english.statusCode).toBe(409);
    expect(english.json().error).toEqual({
      code: 'error_email_exists',
      message: 'There is another account with this email',
    });
    expect((await taken('de')).json().error.code).toBe('error_email_exists');
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/employees/${worker.id}`,
      headers: onBehalf(id),
    });
    expect(after.json().email).toBe(worker.email);
    expect(await recorded(id, worker.id)).toEqual([]);
    expect(ownerUser.email).not.toBe(worker.email);
  });

  it("ends a user's sessions: their open pages are told and closed, they must sign in again", async () => {
    const { id, owner } = await company();
    const worker = await t.make.user(id);
    const first = await signIn(t.app, worker.email);
    const second = await signIn(t.app, worker.email);
    const workerPage = page(first.token);
    const ownerPage = page(owner.token);
    await Promise.all([connected(workerPage), connected(ownerPage)]);
    const told = new Promise((resolve) => workerPage.on('session.revoked', resolve));
    const closed = disconnected(workerPage);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/employees/${worker.id}/sessions`,
      headers: onBehalf(id),
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 2 });
    await expect(told).resolves.toEqual({ sessionId: expect.any(String) });
    await expect(closed).resolves.toBe('io server disconnect');
    expect(ownerPage.connected).toBe(true);
    for (const session of [first, second]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth', headers: session.bearer });
      expect(me.statusCode).toBe(401);
    }
    // The account itself stays: the user signs in again.
    await signIn(t.app, worker.email);

    const [activity] = await recorded(id, worker.id);
    expect(activity).toMatchObject({ actorType: 'admin', onBehalf: true, changes: { sessions: [2, 0] } });
  });

  it("lets an owner end an employee's sessions, not their own here, and never another company's user", async () => {
    const { id, ownerUser, owner } = await company();
    const theirs = await company();
    const worker = await t.make.user(id);
    const workerSession = await signIn(t.app, worker.email);
    const end = (session: Session, userId: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/employees/${userId}/sessions`, headers: session.headers });

    expect((await end(theirs.owner, worker.id)).statusCode).toBe(404);
    const self = await end(owner, ownerUser.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('error_current_session_not_deletable');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: owner.headers })).statusCode).toBe(
      200,
    );

    const ended = await end(owner, worker.id);
    expect(ended.json()).toEqual({ ended: 1 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth', headers: workerSession.bearer })).statusCode,
    ).toBe(401);
    // Nothing left to end: nothing recorded a second time.
    expect((await end(owner, worker.id)).json()).toEqual({ ended: 0 });
    expect(await recorded(id, worker.id)).toHaveLength(1);
  });

  it('is refused to a plain user (owner only) and to an admin not acting for a company', async () => {
    const { id } = await company();
    const worker = await t.make.user(id);
    const colleague = await signIn(t.app, (await t.make.user(id)).email);
    const byUser = await t.app.inject({
      method: 'DELETE',
      url: `/api/employees/${worker.id}/sessions`,
      headers: colleague.headers,
    });
    expect(byUser.statusCode).toBe(403);
    expect(byUser.json().error.code).toBe('error_owner_only');
    const notActing = await t.app.inject({
      method: 'DELETE',
      url: `/api/employees/${worker.id}/sessions`,
      headers: admin.headers,
    });
    expect(notActing.statusCode).toBe(403);
  });
});
