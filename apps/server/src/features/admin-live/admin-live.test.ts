import type { AdminLiveEvent, AdminPresence } from '@maxer/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressOf,
  connected,
  createTestApp,
  openSocket,
  type Session,
  signIn,
  type TestApp,
} from '../../testing/index.ts';
import { invoiceTestKit } from '../invoices/invoice-test-support.ts';
import { acceptThroughLink } from '../offers/offer-test-support.ts';

// The platform admin's live dashboard (issue 14): events of every company reach the admins' room and
// no company's; the page's starting picture comes from GET /api/admin/live.
let t: TestApp;
let url: string;
let admin: Session;
let adminId: string;
const ADMIN_HOST = 'admin.localhost';
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = addressOf(t.app);
  const row = await t.make.admin();
  adminId = row.id;
  admin = await signIn(t.app, row.email, { host: ADMIN_HOST });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function connect(session: Session, host = 'localhost') {
  const socket = openSocket(url, session.token, { host });
  sockets.push(socket);
  await connected(socket);
  return socket;
}

/** Every event of a kind a socket receives from now on. */
function record<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

const live = (session: Session | null) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/live',
    headers: session ? session.headers : { host: ADMIN_HOST },
  });

async function companyWithOwner(name: string) {
  const company = await t.make.company({ name });
  const owner = await t.make.user(company.id, { role: 'OWNER', firstName: 'Vera', lastName: 'Zügel' });
  return { company, owner };
}

describe('the admins’ live dashboard', () => {
  it('tells admin pages of sign-ins and offers as they happen, and no company page', async () => {
    const adminPage = await connect(admin, ADMIN_HOST);
    const adminEvents = record<AdminLiveEvent>(adminPage, 'admin.event');
    const presence = record<AdminPresence>(adminPage, 'admin.presence');
    const bystander = await companyWithOwner('Zuschauer AG');
    const bystanderPage = await connect(await signIn(t.app, bystander.owner.email));
    const leaked = record<unknown>(bystanderPage, 'admin.event');
    const leakedPresence = record<unknown>(bystanderPage, 'admin.presence');

    const { company, owner } = await companyWithOwner('Live Umzüge AG');
    const session = await signIn(t.app, owner.email);
    await expect
      .poll(() => adminEvents.find((event) => event.kind === 'signIn' && event.company._id === company.id))
      .toEqual({
        kind: 'signIn',
        at: expect.any(String),
        company: { _id: company.id, name: 'Live Umzüge AG' },
        user: { _id: owner.id, name: 'Vera Zügel' },
        number: null,
      });

    const ownerPage = await connect(session);
    await expect
      .poll(() => presence.find((entry) => entry.userId === owner.id))
      .toEqual({ companyId: company.id, userId: owner.id, connections: 1 });

    const contract = (
      await t.app.inject({
        method: 'POST',
        url: '/api/contracts',
        headers: session.headers,
        payload: {
          newCustomer: { gender: 'MALE', firstName: 'Hans', lastName: 'Muster', email: 'hans@example.ch' },
          relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
        },
      })
    ).json() as { _id: string; number: number };
    // The company's own page hears of the acceptance as before.
    const companyAccepted = new Promise((resolve) => ownerPage.once('offer.accepted', resolve));
    await acceptThroughLink(t, session, contract._id, ['relocation']);
    await companyAccepted;
    await expect
      .poll(() => adminEvents.filter((event) => event.company._id === company.id).map((event) => event.kind))
      .toEqual(['signIn', 'offerSent', 'offerAccepted']);
    expect(adminEvents.find((event) => event.kind === 'offerAccepted')).toMatchObject({
      company: { _id: company.id, name: 'Live Umzüge AG' },
      number: contract.number,
    });

    // One emit per event: each reached the admin page once.
    expect(adminEvents.filter((event) => event.kind === 'offerAccepted')).toHaveLength(1);
    expect(leaked).toEqual([]);
    expect(leakedPresence).toEqual([]);

    ownerPage.close();
    await expect
      .poll(() => presence.filter((entry) => entry.userId === owner.id).at(-1))
      .toEqual({ companyId: company.id, userId: owner.id, connections: 0 });
  });

  it('tells admin pages of an invoice paid once, even when the payment request is repeated', async () => {
    const adminPage = await connect(admin, ADMIN_HOST);
    const adminEvents = record<AdminLiveEvent>(adminPage, 'admin.event');
    const kit = invoiceTestKit(t);
    const company = await kit.company({ name: 'Zahlfreudig AG' });
    const customer = await kit.customer(company.owner);
    const invoice = (
      await kit.call(company.user, 'POST', '/api/invoices', kit.freeInvoice(customer._id))
    ).json();
    const payment = {
      amount: 5_000,
      method: 'BANK',
      date: '2026-03-14',
      idempotencyKey: crypto.randomUUID(),
    };
    const pay = () => kit.call(company.user, 'POST', `/api/invoices/${invoice._id}/payments`, payment);
    expect((await pay()).statusCode).toBe(201);
    // The same request again (a double submission) pays nothing new.
    expect((await pay()).statusCode).toBe(200);

    await expect
      .poll(() => adminEvents.filter((event) => event.kind === 'invoicePaid'))
      .toEqual([
        {
          kind: 'invoicePaid',
          at: expect.any(String),
          company: { _id: company.id, name: 'Zahlfreudig AG' },
          user: null,
          number: invoice.number,
        },
      ]);
    // A moment for a second event to arrive, were one sent.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(adminEvents.filter((event) => event.kind === 'invoicePaid')).toHaveLength(1);
    adminPage.close();
  });

  it('tells admin pages of a company the admin creates', async () => {
    const adminPage = await connect(admin, ADMIN_HOST);
    const adminEvents = record<AdminLiveEvent>(adminPage, 'admin.event');
    const { packageId } = await t.make.company();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/companies',
      headers: { ...admin.headers, 'accept-language': 'de' },
      payload: {
        name: 'Frisch Gegründet AG',
        website: 'https://frisch.ch',
        iban: 'CH93 0076 2011 6238 5295 7',
        allowedLoginCountries: [],
        contractNumberStart: 1,
        customerNumberStart: 1,
        hideRejectOfferButton: false,
        packageId,
        owner: { firstName: 'Fritz', lastName: 'Frisch', email: 'fritz@frisch.ch' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await expect
      .poll(() => adminEvents.filter((event) => event.kind === 'companyCreated'))
      .toEqual([
        {
          kind: 'companyCreated',
          at: expect.any(String),
          company: { _id: created.json()._id, name: 'Frisch Gegründet AG' },
          user: null,
          number: null,
        },
      ]);
    adminPage.close();
  });

  it('starts the page with who is online per company and the last 24 hours counted per hour', async () => {
    const { company, owner } = await companyWithOwner('Online Transporte GmbH');
    const session = await signIn(t.app, owner.email);
    await connect(session);
    await connect(session);

    const response = await live(admin);
    expect(response.statusCode).toBe(200);
    const state = response.json();
    expect(state.online).toContainEqual({
      company: { _id: company.id, name: 'Online Transporte GmbH' },
      users: [{ _id: owner.id, name: 'Vera Zügel', connections: 2 }],
    });
    // Only company users are counted, not the admin whose page the first test left open.
    const onlineIds = state.online.flatMap((entry: { users: { _id: string }[] }) =>
      entry.users.map((u) => u._id),
    );
    expect(onlineIds).toContain(owner.id);
    expect(onlineIds).not.toContain(adminId);
    expect(state.hours).toHaveLength(24);
    const current = state.hours.at(-1);
    expect(Date.parse(current.hour)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(current.hour)).toBeLessThan(60 * 60 * 1000);
    // This file's sign-ins, offers and acceptance happened within the current hour (or the one before).
    const total = (kind: string) =>
      state.hours.reduce((sum: number, hour: Record<string, number>) => sum + (hour[kind] ?? 0), 0);
    expect(total('signIn')).toBeGreaterThanOrEqual(3);
    expect(total('offerSent')).toBe(1);
    expect(total('offerAccepted')).toBe(1);
    expect(total('offerRejected')).toBe(0);
    expect(total('invoicePaid')).toBe(1);
    expect(total('companyCreated')).toBeGreaterThanOrEqual(3);
  });

  it('answers only an admin session', async () => {
    const { owner } = await companyWithOwner('Fremd AG');
    const session = await signIn(t.app, owner.email);
    const refused = await live(session);
    expect(refused.statusCode).toBe(403);
    expect((await live(null)).statusCode).toBe(401);
  });
});
