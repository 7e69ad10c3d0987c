import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { createTestApp, type Session, signIn, TEST_PASSWORD, type TestApp } from '../../testing/index.ts';
import { sharedStateFrom } from '../redis.ts';

// The verified-session cache (ADR 060) against every change that ends or alters a session: the very
// next request, on the instance that made the change and on another one of the deployment (same
// database, same Redis), is refused or sees the change.

const redisUrl = process.env.REDIS_URL!;
const ADMIN_HOST = 'admin.localhost';
const closers: (() => Promise<void>)[] = [];
let t: TestApp;
let a: FastifyInstance;
let b: FastifyInstance;

async function instance(database: Database, prefix: string): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
  });
  const shared = await sharedStateFrom(config);
  const app = await buildApp({
    config,
    database,
    rateLimitStore: shared.rateLimitStore,
    realtimeRedis: shared.realtimeRedis,
    countryOf: () => null,
    jobs: { runWorker: false },
  });
  await app.ready();
  closers.push(async () => {
    await app.close();
    await shared.close();
  });
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
  closers.push(() => t.close());
  const deployment = `maxer-test-${randomUUID().slice(0, 8)}:`;
  a = await instance(t.database, deployment);
  b = await instance(t.database, deployment);
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

const customers = (app: FastifyInstance, session: Session) =>
  app.inject({ method: 'GET', url: '/api/customers', headers: session.bearer });

/** The status of the next request of `session` on each instance. */
async function nextOnBoth(session: Session, url = '/api/customers') {
  return [
    (await a.inject({ method: 'GET', url, headers: session.bearer })).statusCode,
    (await b.inject({ method: 'GET', url, headers: session.bearer })).statusCode,
  ];
}

/** An owner's edit of an employee through the app (instance a): the employee's fields with `changes`. */
function editEmployee(
  by: Session,
  employee: { id: string; firstName: string; lastName: string; email: string },
  changes: { email?: string; role: 'OWNER' | 'USER'; active: boolean },
) {
  const { firstName, lastName, email } = employee;
  return a.inject({
    method: 'PUT',
    url: `/api/employees/${employee.id}`,
    headers: by.headers,
    payload: { firstName, lastName, email, ...changes },
  });
}

/** A company with two owners and a user, each signed in on instance a, each session kept by both. */
async function people() {
  const company = await t.make.company();
  const owner = await t.make.user(company.id, { role: 'OWNER' });
  const secondOwner = await t.make.user(company.id, { role: 'OWNER' });
  const worker = await t.make.user(company.id, { role: 'USER' });
  const sessionsOf = {
    owner: await signIn(a, owner.email),
    secondOwner: await signIn(a, secondOwner.email),
    worker: await signIn(a, worker.email),
    workerElsewhere: await signIn(a, worker.email),
  };
  for (const session of Object.values(sessionsOf)) expect(await nextOnBoth(session)).toEqual([200, 200]);
  return { company, owner, secondOwner, worker, sessions: sessionsOf };
}

describe('verified sessions kept by each instance', () => {
  it('are kept: a change made behind the app’s back is not seen at once (so the tests below mean something)', async () => {
    const { worker, sessions: s } = await people();
    // Kept by both instances just now (they keep a session 5 s).
    expect(await nextOnBoth(s.worker)).toEqual([200, 200]);
    // Revoked in the database directly, not through the app: nobody told the caches.
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, worker.id));
    expect(await nextOnBoth(s.worker)).toEqual([200, 200]);
  });

  it('are forgotten everywhere on sign-out', async () => {
    const { sessions: s } = await people();
    const out = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: s.worker.headers });
    expect(out.statusCode).toBe(204);
    expect(await nextOnBoth(s.worker)).toEqual([401, 401]);
    expect(await nextOnBoth(s.workerElsewhere)).toEqual([200, 200]);
  });

  it('are forgotten everywhere when revoked on the active-sessions page', async () => {
    const { sessions: s } = await people();
    const list = await a.inject({ method: 'GET', url: '/api/sessions', headers: s.worker.headers });
    const other = list.json().items.find((session: { current: boolean }) => !session.current);
    const revoke = await a.inject({
      method: 'DELETE',
      url: `/api/sessions/${other._id}`,
      headers: s.worker.headers,
    });
    expect(revoke.statusCode).toBe(204);
    expect(await nextOnBoth(s.workerElsewhere)).toEqual([401, 401]);
    expect(await nextOnBoth(s.worker)).toEqual([200, 200]);
  });

  it('are forgotten everywhere when an owner ends all sessions of a user', async () => {
    const { worker, sessions: s } = await people();
    const end = await b.inject({
      method: 'DELETE',
      url: `/api/employees/${worker.id}/sessions`,
      headers: s.owner.headers,
    });
    expect(end.statusCode).toBeLessThan(300);
    expect(await nextOnBoth(s.worker)).toEqual([401, 401]);
    expect(await nextOnBoth(s.workerElsewhere)).toEqual([401, 401]);
  });

  it('are forgotten everywhere when the user is deactivated', async () => {
    const { worker, sessions: s } = await people();
    const off = await editEmployee(s.owner, worker, { role: 'USER', active: false });
    expect(off.statusCode).toBe(200);
    expect(await nextOnBoth(s.worker)).toEqual([401, 401]);
  });

  it('are forgotten everywhere when the company is switched off (423), and on again', async () => {
    const { company, sessions: s } = await people();
    const admin = await signIn(a, (await t.make.admin()).email, { host: ADMIN_HOST });
    const call = (active: boolean) =>
      a.inject({
        method: 'PATCH',
        url: `/api/admin/companies/${company.id}/active`,
        headers: { ...admin.headers, host: ADMIN_HOST },
        payload: { active },
      });
    expect((await call(false)).statusCode).toBe(200);
    expect(await nextOnBoth(s.worker)).toEqual([423, 423]);
    expect(await nextOnBoth(s.owner)).toEqual([423, 423]);
    expect((await call(true)).statusCode).toBe(200);
    expect(await nextOnBoth(s.worker)).toEqual([200, 200]);
  });

  it('are forgotten everywhere when the password changes: the other sessions end', async () => {
    const { sessions: s } = await people();
    const change = await b.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: s.worker.headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'neues-passwort-123' },
    });
    expect(change.statusCode).toBe(204);
    expect(await nextOnBoth(s.workerElsewhere)).toEqual([401, 401]);
    expect(await nextOnBoth(s.worker)).toEqual([200, 200]);
  });

  it('see a new role at once everywhere', async () => {
    const { secondOwner, sessions: s } = await people();
    expect(await nextOnBoth(s.secondOwner, '/api/employees')).toEqual([200, 200]);
    const demote = await editEmployee(s.owner, secondOwner, { role: 'USER', active: true });
    expect(demote.statusCode).toBe(200);
    expect(await nextOnBoth(s.secondOwner, '/api/employees')).toEqual([403, 403]);
    expect(await nextOnBoth(s.secondOwner)).toEqual([200, 200]);
  });

  it('still record when and from where a session was used', async () => {
    const { worker } = await people();
    const [row] = await t.database.db
      .select({ lastUsedIp: sessions.lastUsedIp, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.userId, worker.id))
      .limit(1);
    expect(row?.lastUsedIp).toBe('127.0.0.1');
    expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(120_000);
    expect((await customers(a, await signIn(a, worker.email))).statusCode).toBe(200);
  });
});

/** GET /api/auth of `session` on each instance: the status and, when 200, the account it shows. */
async function authOnBoth(session: Session) {
  return Promise.all(
    [a, b].map(async (app) => {
      const response = await app.inject({ method: 'GET', url: '/api/auth', headers: session.bearer });
      if (response.statusCode !== 200) return { status: response.statusCode };
      const { firstName, lastName, email, phone, role, company } = response.json().userInfo;
      return { status: 200, firstName, lastName, email, phone, role, company: company?.name };
    }),
  );
}

// GET /api/auth answers from the kept session as every other route does (ADR 065): the account it
// shows (names, e-mail, phone, role, company) is forgotten everywhere whenever the app changes it.
describe('GET /api/auth from the kept session', () => {
  it('is kept: a name changed behind the app’s back shows only once the session is read again', async () => {
    const { worker, sessions: s } = await people();
    await authOnBoth(s.worker);
    await t.database.db.update(users).set({ firstName: 'Hinterrücks' }).where(eq(users.id, worker.id));
    for (const seen of await authOnBoth(s.worker)) expect(seen.firstName).toBe(worker.firstName);
  });

  it('shows one’s own new names and phone at once on every instance', async () => {
    const { sessions: s } = await people();
    await authOnBoth(s.worker);
    const change = await b.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: s.worker.headers,
      payload: { firstName: 'Vreni', lastName: 'Neuname', phone: '+41 79 000 00 00' },
    });
    expect(change.statusCode).toBe(200);
    for (const seen of await authOnBoth(s.worker)) {
      expect(seen).toMatchObject({
        status: 200,
        firstName: 'Vreni',
        lastName: 'Neuname',
        phone: '+41 79 000 00 00',
      });
    }
  });

  it('shows the e-mail and role an owner gave at once on every instance', async () => {
    const { worker, sessions: s } = await people();
    await authOnBoth(s.worker);
    const email = `neu-${randomUUID().slice(0, 8)}@example.ch`;
    const edit = await editEmployee(s.owner, worker, { email, role: 'OWNER', active: true });
    expect(edit.statusCode).toBe(200);
    for (const seen of await authOnBoth(s.worker))
      expect(seen).toMatchObject({ status: 200, email, role: 'OWNER' });
  });

  it('shows the company’s new name at once on every instance', async () => {
    const { sessions: s } = await people();
    await authOnBoth(s.worker);
    const settings = (
      await b.inject({ method: 'GET', url: '/api/company', headers: s.owner.headers })
    ).json();
    const { _id, hasLogo, hasAgb, isQrIban, active, package: _package, updatedAt, ...values } = settings;
    const name = `Umbenannt ${randomUUID().slice(0, 8)} AG`;
    const rename = await b.inject({
      method: 'PUT',
      url: '/api/company',
      headers: s.owner.headers,
      payload: { ...values, name },
    });
    expect(rename.statusCode).toBe(200);
    for (const seen of await authOnBoth(s.worker)) expect(seen).toMatchObject({ status: 200, company: name });
  });

  it('answers 401 everywhere at once after sign-out and after deactivation (its sessions end)', async () => {
    const { worker, sessions: s } = await people();
    await authOnBoth(s.worker);
    await authOnBoth(s.workerElsewhere);
    const out = await b.inject({ method: 'POST', url: '/api/auth/logout', headers: s.worker.headers });
    expect(out.statusCode).toBe(204);
    expect((await authOnBoth(s.worker)).map((seen) => seen.status)).toEqual([401, 401]);
    const off = await editEmployee(s.owner, worker, { role: 'USER', active: false });
    expect(off.statusCode).toBe(200);
    expect((await authOnBoth(s.workerElsewhere)).map((seen) => seen.status)).toEqual([401, 401]);
  });
});
