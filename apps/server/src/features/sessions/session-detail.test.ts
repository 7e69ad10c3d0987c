import { AUTH_COOKIE, CSRF_COOKIE, CSRF_HEADER } from '@maxer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asnOrganisationLookup } from '../../platform/asn-organisation.ts';
import { geoipCountryLookup } from '../../platform/geoip-country.ts';
import { cookieValue, createTestApp, signIn, TEST_PASSWORD, type TestApp } from '../../testing/index.ts';

// The active-session detail page (ADR 054): every field of the list, every address the session was
// used from with its source, country and organisation (the real bundled tables), and no one else's.
let t: TestApp;
beforeAll(async () => {
  const organisationOf = asnOrganisationLookup();
  // The tables are read on the first public address: here, outside the tests' time limit.
  organisationOf('85.0.0.1');
  t = await createTestApp({ countryOf: geoipCountryLookup(), organisationOf });
});
afterAll(() => t.close());

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SWISSCOM = '85.0.0.1';
const GOOGLE_DNS = '8.8.8.8';

/** A sign-in from a public address, as a browser behind it would make it. */
async function signInFrom(email: string, remoteAddress: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { host: 'localhost', 'user-agent': FIREFOX_LINUX },
    payload: { email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const token = cookieValue(response, AUTH_COOKIE)!;
  const csrf = cookieValue(response, CSRF_COOKIE)!;
  return {
    token,
    headers: {
      host: 'localhost',
      cookie: `${AUTH_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}`,
      [CSRF_HEADER]: csrf,
    },
  };
}

async function sessionIdOf(headers: Record<string, string>, current: boolean) {
  const list = await t.app.inject({ method: 'GET', url: '/api/sessions', headers });
  return list.json().items.find((s: { current: boolean }) => s.current === current)._id as string;
}

describe('active session detail', () => {
  it('shows device, browser, every address with its source, country and organisation', async () => {
    const company = await t.make.company();
    const alice = await t.make.user(company.id, { role: 'OWNER' });
    const phone = await signInFrom(alice.email, SWISSCOM);
    // The same session used later by a program, with its bearer token, from another network.
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/auth',
      remoteAddress: GOOGLE_DNS,
      headers: { host: 'localhost', authorization: `Bearer ${phone.token}` },
    });
    expect(api.statusCode).toBe(200);
    const here = await signIn(t.app, alice.email);
    const id = await sessionIdOf(here.headers, false);

    const response = await t.app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: here.headers });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      _id: id,
      current: false,
      ip: SWISSCOM,
      lastUsedIp: GOOGLE_DNS,
      os: 'Linux',
      osPlatform: 'Linux',
      deviceType: 'desktop',
      browser: 'Firefox 128',
      browserFamily: 'Gecko',
      browserVersion: '128.0',
      country: 'CH',
      lastUsedSource: 'api',
      sources: ['api', 'web'],
    });
    expect(detail.organisation).toMatch(/swisscom/i);
    expect(detail.addresses).toHaveLength(2);
    expect(detail.addresses[0]).toMatchObject({ ip: GOOGLE_DNS, source: 'api', country: 'US' });
    expect(detail.addresses[0].organisation).toMatch(/google/i);
    expect(detail.addresses[1]).toMatchObject({ ip: SWISSCOM, source: 'web', country: 'CH' });
    for (const address of detail.addresses) {
      expect(Date.parse(address.firstSeenAt)).toBeLessThanOrEqual(Date.parse(address.lastSeenAt));
    }
  });

  it('knows no organisation or country for a loopback sign-in, and marks the current session', async () => {
    const company = await t.make.company();
    const user = await t.make.user(company.id);
    const here = await signIn(t.app, user.email);
    const id = await sessionIdOf(here.headers, true);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: here.headers })
    ).json();
    expect(detail).toMatchObject({ current: true, country: null, organisation: null, sources: ['web'] });
    expect(detail.addresses).toEqual([expect.objectContaining({ ip: '127.0.0.1', organisation: null })]);
  });

  it('records an admin acting for a company as "admin on behalf"', async () => {
    const admin = await t.make.admin();
    const company = await t.make.company();
    const session = await signIn(t.app, admin.email, { host: 'admin.localhost' });
    const acting = await t.app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: { ...session.headers, 'x-company-id': company.id },
    });
    const id = acting.json().items[0]._id;
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${id}`,
        headers: { ...session.headers, 'x-company-id': company.id },
      })
    ).json();
    expect(detail.lastUsedSource).toBe('admin');
    expect(detail.sources).toEqual(['admin', 'web']);
  });

  it("is 404 for another person's, another company's, a revoked or a missing session", async () => {
    const a = await t.make.company();
    const b = await t.make.company();
    const aliceUser = await t.make.user(a.id, { role: 'OWNER' });
    const alice = await signIn(t.app, aliceUser.email);
    const anton = await signIn(t.app, (await t.make.user(a.id)).email);
    const bruno = await signIn(t.app, (await t.make.user(b.id, { role: 'OWNER' })).email);
    const antonId = await sessionIdOf(anton.headers, true);
    for (const intruder of [alice, bruno]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${antonId}`,
        headers: { ...intruder.headers, 'accept-language': 'de' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('error_resource_not_found');
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/sessions/00000000-0000-4000-8000-000000000000',
      headers: alice.headers,
    });
    expect(missing.statusCode).toBe(404);
    // Revoked: gone from the detail as from the list.
    await signIn(t.app, aliceUser.email);
    const otherId = await sessionIdOf(alice.headers, false);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${otherId}`,
      headers: alice.headers,
    });
    expect(revoke.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${otherId}`,
      headers: alice.headers,
    });
    expect(gone.statusCode).toBe(404);
  });
});
