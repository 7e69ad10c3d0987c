import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressOf,
  connected,
  createTestApp,
  openSocket,
  signIn,
  type TestApp,
} from '../../testing/index.ts';

let t: TestApp;
let token: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    { PUBLIC_URL: 'https://app.umzug.example', ADMIN_URL: 'https://verwaltung.umzug.example/' },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const company = await t.make.company();
  const user = await t.make.user(company.id);
  token = (await signIn(t.app, user.email)).token;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** A page on `origin` (undefined: a program, which sends no Origin) opening the real-time connection. */
function pageOn(origin: string | undefined) {
  const socket = openSocket(addressOf(t.app), token, { origin });
  sockets.push(socket);
  return socket;
}

describe('which pages may open a real-time connection', () => {
  it('lets in the company side (PUBLIC_URL), the admin side (ADMIN_URL) and programs without Origin', async () => {
    for (const origin of ['https://app.umzug.example', 'https://verwaltung.umzug.example', undefined]) {
      await expect(connected(pageOn(origin)), String(origin)).resolves.toBeUndefined();
    }
  });

  it('refuses a page of any other origin, and the opaque origin null', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'http://app.umzug.example',
      'https://app.umzug.example:8443',
      'https://admin.app.umzug.example',
      'http://localhost:3000',
    ]) {
      const page = pageOn(origin);
      let opened = false;
      page.on('connect', () => {
        opened = true;
      });
      await expect(connected(page), origin).rejects.toThrow();
      expect(opened).toBe(false);
    }
  });
});
