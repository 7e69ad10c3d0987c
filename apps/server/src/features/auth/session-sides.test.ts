import { AUTH_COOKIE } from '@maxer/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressOf,
  connected,
  cookieValue,
  createTestApp,
  openSocket,
  type Session,
  signIn,
  type TestApp,
} from '../../testing/index.ts';

// The test configuration's addresses: PUBLIC_URL http://localhost:3000, so the admin side is admin.localhost.
const ADMIN_HOST = 'admin.localhost:3000';
const COMPANY_HOST = 'localhost:3000';

let t: TestApp;
let admin: Session;
let owner: Session;
let companyId: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const company = await t.make.company();
  companyId = company.id;
  const ownerAccount = await t.make.user(company.id, { role: 'OWNER' });
  owner = await signIn(t.app, ownerAccount.email, { host: COMPANY_HOST });
  admin = await signIn(t.app, (await t.make.admin()).email, { host: ADMIN_HOST });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('a session belongs to the side it was created on', () => {
  it("refuses an admin's session on the company host, also acting for a company", async () => {
    const onCompanyHost = await get('/api/auth', { ...admin.bearer, host: COMPANY_HOST });
    expect(onCompanyHost.statusCode).toBe(401);
    expect(onCompanyHost.json().error.code).toBe('error_session_inactive');

    const actingOnCompanyHost = await get('/api/customers', {
      ...admin.headers,
      host: COMPANY_HOST,
      'x-company-id': companyId,
    });
    expect(actingOnCompanyHost.statusCode).toBe(401);
    // The browser is told to drop the cookie it presented on the wrong side.
    expect(cookieValue(actingOnCompanyHost, AUTH_COOKIE)).toBe('');

    // On the admin host the same session acts for the company.
    const actingOnAdminHost = await get('/api/customers', { ...admin.headers, 'x-company-id': companyId });
    expect(actingOnAdminHost.statusCode).toBe(200);
  });

  it("refuses a company user's session on the admin host", async () => {
    const byCookie = await get('/api/auth', { ...owner.headers, host: ADMIN_HOST });
    expect(byCookie.statusCode).toBe(401);
    expect(byCookie.json().error.code).toBe('error_session_inactive');
    expect(cookieValue(byCookie, AUTH_COOKIE)).toBe('');
    const byBearer = await get('/api/customers', { ...owner.bearer, host: ADMIN_HOST });
    expect(byBearer.statusCode).toBe(401);

    // The session itself lives on where it belongs.
    expect((await get('/api/auth', owner.bearer)).statusCode).toBe(200);
  });

  it('refuses a real-time connection of a session on the other side', async () => {
    const connect = (token: string, host: string) => {
      const socket = openSocket(addressOf(t.app), token, { host });
      sockets.push(socket);
      return connected(socket);
    };
    await expect(connect(admin.token, COMPANY_HOST)).rejects.toThrow('error_session_inactive');
    await expect(connect(owner.token, ADMIN_HOST)).rejects.toThrow('error_session_inactive');
    await expect(connect(admin.token, ADMIN_HOST)).resolves.toBeUndefined();
    await expect(connect(owner.token, COMPANY_HOST)).resolves.toBeUndefined();
  });
});
