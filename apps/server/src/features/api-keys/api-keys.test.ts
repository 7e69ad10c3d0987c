import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

/** The clock of this file's app: expiry and "last used" are decided against it. */
let clock = new Date('2026-11-26T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

async function companyWithOwner() {
  const company = await t.make.company();
  const owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
  return { company, owner };
}

async function createKey(owner: Session, body: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: owner.headers,
    payload: { name: 'Buchhaltung', scope: 'readWrite', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; token: string; keyId: string; name: string };
}

const withKey = (token: string, extra: Record<string, string> = {}) => ({
  host: 'localhost',
  authorization: `Bearer ${token}`,
  ...extra,
});

async function listKeys(owner: Session) {
  const response = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: owner.headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Record<string, unknown>[]; total: number };
}

describe('API keys', () => {
  it('lives: created with its secret once, used, listed with its last use, revoked, then refused', async () => {
    const { owner } = await companyWithOwner();
    const key = await createKey(owner);
    expect(key.token).toMatch(/^mx_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(key.token.startsWith(`mx_${key.keyId}_`)).toBe(true);

    const listed = await listKeys(owner);
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({
      name: 'Buchhaltung',
      scope: 'readWrite',
      lastUsedAt: null,
      active: true,
    });
    // The secret is never shown again, nor anything derived from it.
    expect(JSON.stringify(listed)).not.toContain(key.token.slice(20));
    expect(listed.items[0]).not.toHaveProperty('token');
    expect(listed.items[0]).not.toHaveProperty('secretHash');

    const used = await t.app.inject({
      method: 'GET',
      url: '/api/customers',
      headers: withKey(key.token),
      remoteAddress: '203.0.113.7',
    });
    expect(used.statusCode).toBe(200);
    expect((await listKeys(owner)).items[0]).toMatchObject({
      lastUsedAt: clock.toISOString(),
      lastUsedIp: '203.0.113.7',
    });

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${key._id}`,
      headers: owner.headers,
    });
    expect(revoke.statusCode).toBe(204);
    expect((await listKeys(owner)).items[0]).toMatchObject({ active: false, revokedAt: clock.toISOString() });

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/customers',
      headers: withKey(key.token, { 'accept-language': 'de' }),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      error: { code: 'error_api_key_invalid', message: expect.stringContaining('API-Schlüssel') },
      requestId: expect.any(String),
    });
  });

  it('refuses a wrong secret, an unknown key id and a malformed token with 401', async () => {
    const { owner } = await companyWithOwner();
    const key = await createKey(owner);
    const wrongSecret = `${key.token.slice(0, -4)}AAAA`;
    const unknownId = key.token.replace(key.keyId, '0123456789abcdef');
    for (const token of [wrongSecret, unknownId, 'mx_nonsense', `mx_${key.keyId}_`]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/customers', headers: withKey(token) });
      expect(response.statusCode, token).toBe(401);
      expect(response.json().error.code).toBe('error_api_key_invalid');
    }
  });

  it('works through its expiry day (company time) and not after; a past day is refused', async () => {
    const { owner } = await companyWithOwner();
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { ...owner.headers, 'accept-language': 'en' },
      payload: { name: 'Alt', scope: 'read', expiresOn: '2026-11-25' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.expiresOn.code).toBe('error_api_key_expiry_past');

    const key = await createKey(owner, { expiresOn: '2026-11-30' });
    const before = clock;
    try {
      clock = new Date('2026-11-30T22:30:00Z'); // 23:30 in Zurich: still the last day
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/customers', headers: withKey(key.token) }))
          .statusCode,
      ).toBe(200);
      clock = new Date('2026-11-30T23:00:01Z'); // past midnight in Zurich
      const expired = await t.app.inject({
        method: 'GET',
        url: '/api/customers',
        headers: withKey(key.token),
      });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error.code).toBe('error_api_key_invalid');
      expect((await listKeys(owner)).items[0]).toMatchObject({ active: false });
    } finally {
      clock = before;
    }
  });

  it('records its last use at most once a minute', async () => {
    const { owner } = await companyWithOwner();
    const key = await createKey(owner);
    const start = clock;
    const use = (at: Date, ip: string) => {
      clock = at;
      return t.app.inject({
        method: 'GET',
        url: '/api/vehicles',
        headers: withKey(key.token),
        remoteAddress: ip,
      });
    };
    try {
      await use(start, '198.51.100.1');
      await use(new Date(start.getTime() + 30_000), '198.51.100.2');
      expect((await listKeys(owner)).items[0]).toMatchObject({
        lastUsedAt: start.toISOString(),
        lastUsedIp: '198.51.100.1',
      });
      const later = new Date(start.getTime() + 61_000);
      await use(later, '198.51.100.3');
      expect((await listKeys(owner)).items[0]).toMatchObject({
        lastUsedAt: later.toISOString(),
        lastUsedIp: '198.51.100.3',
      });
    } finally {
      clock = start;
    }
  });

  it('is the owner’s: a user may not create or list keys; a platform admin acting may list and revoke, not create', async () => {
    const { company, owner } = await companyWithOwner();
    const key = await createKey(owner);
    const user = await signIn(t.app, (await t.make.user(company.id, { role: 'USER' })).email);
    const asUser = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: user.headers });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().error.code).toBe('error_owner_only');

    const admin = await signIn(t.app, (await t.make.admin()).email, { host: 'admin.localhost' });
    const acting = { ...admin.headers, 'x-company-id': company.id };
    const list = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: acting });
    expect(list.json().items.map((k: { _id: string }) => k._id)).toEqual([key._id]);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: acting,
      payload: { name: 'Admin', scope: 'read' },
    });
    expect(create.statusCode).toBe(403);
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${key._id}`, headers: acting });
    expect(revoke.statusCode).toBe(204);
  });

  it("keeps companies apart: another company's keys are not listed nor revoked, its data not reached", async () => {
    const a = await companyWithOwner();
    const b = await companyWithOwner();
    const keyA = await createKey(a.owner);
    const keyB = await createKey(b.owner, { name: 'B' });
    expect((await listKeys(a.owner)).items.map((k) => k._id)).toEqual([keyA._id]);
    const revokeOther = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${keyB._id}`,
      headers: a.owner.headers,
    });
    expect(revokeOther.statusCode).toBe(404);
    expect((await listKeys(b.owner)).items[0]).toMatchObject({ active: true });

    const customerB = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: b.owner.headers,
      payload: { lastName: 'Nur-bei-B' },
    });
    const idB = customerB.json()._id as string;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${idB}`,
      headers: withKey(keyA.token),
    });
    expect(read.statusCode).toBe(404);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${idB}`,
      headers: withKey(keyA.token),
      payload: { lastName: 'Geändert' },
    });
    expect(change.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/customers?q=Nur-bei-B',
      headers: withKey(keyA.token),
    });
    expect(list.json().total).toBe(0);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${idB}`,
      headers: withKey(keyB.token),
    });
    expect(own.statusCode).toBe(200);
  });

  it('writes with a read-write key, each change an activity naming the key', async () => {
    const { owner } = await companyWithOwner();
    const key = await createKey(owner, { name: 'Website-Formular' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: withKey(key.token),
      payload: { lastName: 'Vom Formular' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${id}`,
      headers: withKey(key.token),
      payload: { lastName: 'Vom Formular', firstName: 'Erika' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${id}/history`,
      headers: owner.headers,
    });
    expect(history.statusCode).toBe(200);
    const items = history.json().items as {
      action: string;
      actor: { type: string; _id: string; name: string };
    }[];
    expect(items.map((item) => item.action).sort()).toEqual(['create', 'update']);
    for (const item of items) {
      expect(item.actor).toEqual({ type: 'apiKey', _id: key._id, name: 'Website-Formular' });
    }
  });
});

describe('API key rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({}, { API_KEY_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After over the limit of each key, other keys unaffected', async () => {
    const company = await limited.make.company();
    const owner = await signIn(limited.app, (await limited.make.user(company.id, { role: 'OWNER' })).email);
    const make = async (name: string) =>
      (
        await limited.app.inject({
          method: 'POST',
          url: '/api/api-keys',
          headers: owner.headers,
          payload: { name, scope: 'read' },
        })
      ).json().token as string;
    const first = await make('Eins');
    const second = await make('Zwei');
    const get = (token: string) =>
      limited.app.inject({
        method: 'GET',
        url: '/api/vehicles',
        headers: withKey(token, { 'accept-language': 'en' }),
      });
    for (let i = 0; i < 3; i++) expect((await get(first)).statusCode).toBe(200);
    const over = await get(first);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.json().error.code).toBe('error_too_many_requests');
    expect((await get(second)).statusCode).toBe(200);
    // The owner's own session is not counted against the keys.
    expect(
      (await limited.app.inject({ method: 'GET', url: '/api/vehicles', headers: owner.headers })).statusCode,
    ).toBe(200);
  });
});
