import { and, eq, isNull } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, mailOutbox, platformAdmins, sessions } from '../../db/schema/index.ts';
import {
  addressOf,
  connected,
  createTestApp,
  disconnected,
  openSocket,
  type Session,
  signIn,
  type TestApp,
} from '../../testing/index.ts';
import { setPlatformAdminActive } from './admin-admins.service.ts';

// The platform's admins (issue 14 "/admin/admins"): list, invite by e-mail with a set-password link,
// deactivate and reactivate; nobody deactivates themselves, the last active admin stays.
let t: TestApp;
let admin: Session;
let adminId: string;
const ADMIN_HOST = 'admin.localhost';

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.make.admin({ firstName: 'Olivia', lastName: 'Oberhof', email: 'olivia@maxer.test' });
  adminId = row.id;
  admin = await signIn(t.app, row.email, { host: ADMIN_HOST });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const invite = (session: Session | null, payload: Record<string, unknown>, language = 'de') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/admins',
    headers: { ...(session ? session.headers : { host: ADMIN_HOST }), 'accept-language': language },
    payload,
  });

const setActive = (session: Session | null, id: string, active: boolean) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/admins/${id}/active`,
    headers: session ? session.headers : { host: ADMIN_HOST },
    payload: { active },
  });

async function invitationTo(email: string) {
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  return mail;
}

const tokenIn = (text: string) =>
  new URL(/https?:\/\/\S+?(?=["\s])/.exec(`${text} `)![0]).searchParams.get('token')!;

describe('the platform’s admins', () => {
  it('invites an admin: a set-password link for the admin host; they set a password and sign in there', async () => {
    const response = await invite(admin, {
      firstName: 'Anna',
      lastName: 'Admin',
      email: ' Anna.Admin@Example.com ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      firstName: 'Anna',
      lastName: 'Admin',
      email: 'anna.admin@example.com',
      active: true,
      lastSeenAt: null,
    });

    const mail = await invitationTo('anna.admin@example.com');
    expect(mail).toMatchObject({
      companyId: null,
      kind: 'admin-invitation',
      subject: 'Ihr Admin-Zugang zu Maxer',
    });
    expect(mail!.text).toContain('http://admin.localhost:3000/set-password?token=');
    const token = tokenIn(mail!.text);

    const described = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-link',
      payload: { token },
    });
    expect(described.json()).toEqual({
      email: 'anna.admin@example.com',
      firstName: 'Anna',
      companyName: 'Maxer',
    });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      headers: { host: ADMIN_HOST },
      payload: { token, password: 'anna-ihr-passwort' },
    });
    expect(set.statusCode).toBe(204);
    const anna = await signIn(t.app, 'anna.admin@example.com', {
      host: ADMIN_HOST,
      password: 'anna-ihr-passwort',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/admins', headers: anna.headers })).statusCode,
    ).toBe(200);
    // The link works once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'noch-ein-passwort' },
    });
    expect(again.statusCode).toBe(404);

    // A platform-level activity naming who invited.
    const [recorded] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, response.json()._id), eq(activities.action, 'create')));
    expect(recorded).toMatchObject({
      companyId: null,
      actorId: adminId,
      actorName: 'Olivia Oberhof',
      entityType: 'platformAdmin',
      onBehalf: false,
      ip: '127.0.0.1',
    });
  });

  it('writes the invitation in English with the English link', async () => {
    await invite(admin, { firstName: 'Sam', lastName: 'Smith', email: 'sam.admin@example.com' }, 'en');
    const mail = await invitationTo('sam.admin@example.com');
    expect(mail!.subject).toBe('Your Maxer admin account');
    expect(mail!.text).toContain('http://admin.localhost:3000/en/set-password?token=');
  });

  it('refuses a taken e-mail (admin or company user) and bad fields, and writes nothing', async () => {
    const company = await t.make.company();
    await t.make.user(company.id, { email: 'chef@firma.ch' });
    const before = (await t.database.db.select().from(platformAdmins)).length;

    const takenByAdmin = await invite(
      admin,
      { firstName: 'O', lastName: 'O', email: 'olivia@maxer.test' },
      'en',
    );
    expect(takenByAdmin.statusCode).toBe(409);
    expect(takenByAdmin.json().error).toMatchObject({
      code: 'error_email_exists',
      message: 'There is another account with this email',
    });
    const takenByUser = await invite(admin, { firstName: 'C', lastName: 'C', email: 'chef@firma.ch' });
    expect(takenByUser.json().error.code).toBe('error_email_exists');

    const bad = await invite(admin, { firstName: ' ', lastName: 'X', email: 'kein-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      firstName: { code: 'error_field_required' },
      email: { code: 'error_email_invalid' },
    });
    expect((await t.database.db.select().from(platformAdmins)).length).toBe(before);
    expect(await invitationTo('kein-email')).toBeUndefined();
  });

  it('lists admins with name, e-mail, active, last seen and created; searches and pages', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/admins?q=oberhof',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(page.items[0]).toMatchObject({
      _id: adminId,
      firstName: 'Olivia',
      lastName: 'Oberhof',
      email: 'olivia@maxer.test',
      active: true,
    });
    expect(Date.parse(page.items[0].lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(page.items[0].createdAt)).toBeGreaterThan(0);
    const paged = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/admins?pageSize=1&page=2&sort=-createdAt',
        headers: admin.headers,
      })
    ).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe((await t.database.db.select().from(platformAdmins)).length);
  });

  it('deactivates an admin: their sessions and open connections end, they cannot sign in; reactivation lets them back', async () => {
    const other = await t.make.admin({ firstName: 'Bruno', lastName: 'Berger' });
    const bruno = await signIn(t.app, other.email, { host: ADMIN_HOST });
    const socket = openSocket(addressOf(t.app), bruno.token, { host: ADMIN_HOST });
    sockets.push(socket);
    await connected(socket);
    const closed = disconnected(socket);

    const off = await setActive(admin, other.id, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ _id: other.id, active: false });
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.adminId, other.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(0);
    // Their open real-time connection is closed too.
    await closed;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/admins', headers: bruno.headers })).statusCode,
    ).toBe(401);
    await expect(signIn(t.app, other.email, { host: ADMIN_HOST })).rejects.toThrow(/sign-in failed/);

    const on = await setActive(admin, other.id, true);
    expect(on.json()).toMatchObject({ active: true });
    await signIn(t.app, other.email, { host: ADMIN_HOST });

    const recorded = await t.database.db
      .select({ changes: activities.changes, companyId: activities.companyId })
      .from(activities)
      .where(and(eq(activities.entityId, other.id), eq(activities.action, 'update')))
      .orderBy(activities.createdAt);
    expect(recorded).toEqual([
      { changes: { active: [true, false] }, companyId: null },
      { changes: { active: [false, true] }, companyId: null },
    ]);
  });

  it('refuses deactivating oneself, and the last active admin', async () => {
    const self = await setActive(admin, adminId, false);
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toMatchObject({ code: 'error_admin_self_deactivate' });

    // Only two admins active; each deactivates the other at the same moment: one of them stays.
    await t.database.db.update(platformAdmins).set({ active: false });
    const one = await t.make.admin({ firstName: 'Erna', lastName: 'Eins' });
    const two = await t.make.admin({ firstName: 'Zora', lastName: 'Zwei' });
    const [erna, zora] = await Promise.all([
      signIn(t.app, one.email, { host: ADMIN_HOST }),
      signIn(t.app, two.email, { host: ADMIN_HOST }),
    ]);
    const answers = await Promise.all([setActive(erna, two.id, false), setActive(zora, one.id, false)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The second either found itself signed out already, or found no other active admin.
    const refused = answers.find((answer) => answer.statusCode !== 200)!;
    expect([401, 409]).toContain(refused.statusCode);
    if (refused.statusCode === 409) expect(refused.json().error.code).toBe('error_last_active_admin');
    const active = await t.database.db.select().from(platformAdmins).where(eq(platformAdmins.active, true));
    expect(active).toHaveLength(1);

    // The request of an admin deactivated meanwhile (context already read) cannot remove the last one.
    const lastOne = active[0]!;
    const ctx = {
      actor: { type: 'admin' as const, id: lastOne.id === one.id ? two.id : one.id },
      role: 'PLATFORM_ADMIN' as const,
      companyId: null,
      companyTimeZone: null,
      sessionId: '00000000-0000-4000-8000-000000000000',
      sessionToken: 'x',
      via: 'bearer' as const,
    };
    const deps = {
      db: t.database.db,
      mailer: null as never,
      realtime: null as never,
      sessionCache: null as never,
      adminUrl: '',
      now: () => new Date(),
    };
    await expect(setPlatformAdminActive(deps, ctx, lastOne.id, false)).rejects.toMatchObject({
      code: 'error_last_active_admin',
    });
    expect(
      (await t.database.db.select().from(platformAdmins).where(eq(platformAdmins.id, lastOne.id)))[0]!.active,
    ).toBe(true);
    await t.database.db.update(platformAdmins).set({ active: true }).where(eq(platformAdmins.id, adminId));
  });

  it('answers 404 for an unknown admin, 400 for a bad body', async () => {
    expect((await setActive(admin, '00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/admins/${adminId}/active`,
      headers: admin.headers,
      payload: { active: 'ja' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers only an admin session on the admin host: an owner or the other side 403, none 401', async () => {
    const company = await t.make.company();
    const owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
    const asOwner = [
      await t.app.inject({ method: 'GET', url: '/api/admin/admins', headers: owner.headers }),
      await invite(owner, { firstName: 'X', lastName: 'Y', email: 'x@example.com' }),
      await setActive(owner, adminId, false),
    ];
    expect(asOwner.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    const anonymous = [
      await t.app.inject({ method: 'GET', url: '/api/admin/admins', headers: { host: ADMIN_HOST } }),
      await invite(null, { firstName: 'X', lastName: 'Y', email: 'x@example.com' }),
      await setActive(null, adminId, false),
    ];
    expect(anonymous.map((r) => r.statusCode)).toEqual([401, 401, 401]);
    // An admin's session on the company host, an owner's on the admin host: the other side, 403.
    const otherSide = [
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/admins',
        headers: { ...admin.headers, host: 'localhost' },
      }),
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/admins',
        headers: { ...owner.headers, host: ADMIN_HOST },
      }),
    ];
    expect(otherSide.map((r) => r.statusCode)).toEqual([403, 403]);
  });
});
