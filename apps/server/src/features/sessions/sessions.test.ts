import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function twoCompanies() {
  const a = await t.make.company();
  const b = await t.make.company();
  return {
    alice: await t.make.user(a.id, { role: 'OWNER' }),
    anton: await t.make.user(a.id),
    bruno: await t.make.user(b.id, { role: 'OWNER' }),
  };
}

describe('active sessions', () => {
  it("lists the caller's own live sessions, marking the current one", async () => {
    const { alice, anton } = await twoCompanies();
    const laptop = await signIn(t.app, alice.email);
    await signIn(t.app, alice.email);
    await signIn(t.app, anton.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: laptop.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(body.items.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  });

  it('paginates on the server', async () => {
    const { alice } = await twoCompanies();
    const sessions = [];
    for (let i = 0; i < 3; i++) sessions.push(await signIn(t.app, alice.email));
    const page2 = await t.app.inject({
      method: 'GET',
      url: '/api/sessions?page=2&pageSize=2',
      headers: sessions[0]!.headers,
    });
    expect(page2.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.json().items).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/sessions?pageSize=1000',
      headers: sessions[0]!.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.pageSize).toBeDefined();
  });

  it('revokes another session of the same account, which then answers 401', async () => {
    const { alice } = await twoCompanies();
    const here = await signIn(t.app, alice.email);
    const elsewhere = await signIn(t.app, alice.email);
    const list = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: here.headers });
    const other = list.json().items.find((s: { current: boolean }) => !s.current);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${other._id}`,
      headers: here.headers,
    });
    expect(revoke.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth', headers: elsewhere.bearer })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: here.bearer })).statusCode).toBe(
      200,
    );
  });

  it('signs out every other session of the account, and nobody else’s', async () => {
    const { alice, anton } = await twoCompanies();
    const here = await signIn(t.app, alice.email);
    const phone = await signIn(t.app, alice.email);
    const tablet = await signIn(t.app, alice.email);
    const colleague = await signIn(t.app, anton.email);
    const response = await t.app.inject({ method: 'DELETE', url: '/api/sessions', headers: here.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    const status = async (bearer: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer })).statusCode;
    expect(await status(phone.bearer)).toBe(401);
    expect(await status(tablet.bearer)).toBe(401);
    expect(await status(here.bearer)).toBe(200);
    expect(await status(colleague.bearer)).toBe(200);
    // Nothing left to end.
    const again = await t.app.inject({ method: 'DELETE', url: '/api/sessions', headers: here.headers });
    expect(again.json()).toEqual({ ended: 0 });
  });

  it('refuses to revoke the current session', async () => {
    const { alice } = await twoCompanies();
    const here = await signIn(t.app, alice.email);
    const list = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: here.headers });
    const current = list.json().items.find((s: { current: boolean }) => s.current);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${current._id}`,
      headers: { ...here.headers, 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'error_current_session_not_deletable',
      message: 'Die aktuelle Sitzung kann nicht gelöscht werden.',
    });
  });

  it("never shows or revokes another person's or another company's session (404 like a missing one)", async () => {
    const { alice, anton, bruno } = await twoCompanies();
    const aliceSession = await signIn(t.app, alice.email);
    const antonSession = await signIn(t.app, anton.email);
    const brunoSession = await signIn(t.app, bruno.email);
    const antonList = await t.app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: antonSession.headers,
    });
    const antonId = antonList.json().items[0]._id;
    for (const intruder of [aliceSession, brunoSession]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/sessions/${antonId}`,
        headers: intruder.headers,
      });
      expect(response.statusCode).toBe(404);
      const list = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: intruder.headers });
      expect(list.json().items.map((s: { _id: string }) => s._id)).not.toContain(antonId);
    }
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/sessions/00000000-0000-4000-8000-000000000000',
      headers: aliceSession.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth', headers: antonSession.bearer })).statusCode,
    ).toBe(200);
  });

  it('needs the CSRF token for a cookie-authenticated revoke, not for a bearer token', async () => {
    const { alice } = await twoCompanies();
    const here = await signIn(t.app, alice.email);
    const target = await signIn(t.app, alice.email);
    const list = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: here.headers });
    const other = list.json().items.find((s: { current: boolean }) => !s.current);
    const withoutToken = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${other._id}`,
      headers: { cookie: here.headers.cookie!, 'x-csrf-token': 'wrong' },
    });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json().error.code).toBe('error_csrf');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: target.bearer })).statusCode).toBe(
      200,
    );
    const bearer = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${other._id}`,
      headers: here.bearer,
    });
    expect(bearer.statusCode).toBe(204);
  });

  it('keeps platform admins and company users apart', async () => {
    const admin = await t.make.admin();
    const { alice } = await twoCompanies();
    const adminSession = await signIn(t.app, admin.email, { host: 'admin.localhost' });
    await signIn(t.app, alice.email);
    const list = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: adminSession.headers });
    expect(list.json().total).toBe(1);
  });
});

describe('request context', () => {
  it('lets a platform admin act for an existing company only', async () => {
    const admin = await t.make.admin();
    const session = await signIn(t.app, admin.email, { host: 'admin.localhost' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: { ...session.bearer, 'x-company-id': '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    // Not a company id at all (36 characters of the right alphabet) is no company either, not an error.
    for (const malformed of ['-'.repeat(36), 'abc', `${'a'.repeat(8)}-${'b'.repeat(27)}`]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/sessions',
        headers: { ...session.bearer, 'x-company-id': malformed },
      });
      expect(answer.statusCode).toBe(404);
    }
    const company = await t.make.company();
    const known = await t.app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: { ...session.bearer, 'x-company-id': company.id },
    });
    expect(known.statusCode).toBe(200);
  });

  it('ignores the act-for header from a company user', async () => {
    const { alice, bruno } = await twoCompanies();
    const session = await signIn(t.app, alice.email);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: { ...session.bearer, 'x-company-id': bruno.companyId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(1);
  });
});
