import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, notifications } from '../../db/schema/index.ts';
import { deliverQueuedMail } from '../../platform/mail/delivery.ts';
import type { MailTransport } from '../../platform/mail/transport.ts';
import {
  addressOf,
  connected,
  createTenant,
  createTestApp,
  openSocket,
  type Session,
  signIn,
  type Tenant,
  type TestApp,
} from '../../testing/index.ts';
import { invoiceTestKit } from '../invoices/invoice-test-support.ts';
import { acceptThroughLink } from '../offers/offer-test-support.ts';

/** A mail server that refuses every recipient for good (550 to RCPT TO). */
const refusing: MailTransport = {
  kind: 'smtp',
  deadlineMs: 1000,
  send: async () => {
    throw Object.assign(new Error('550 5.1.1 no such user'), { responseCode: 550, command: 'RCPT TO' });
  },
  close: () => {},
};

let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
beforeAll(async () => {
  t = await createTestApp({ mail: { transport: refusing } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  kit = invoiceTestKit(t);
});
afterAll(() => t.close());

interface Page {
  items: { _id: string; kind: string; data: Record<string, unknown>; readAt: string | null }[];
  total: number;
  unread: number;
}
const list = async (session: Session, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/notifications${query}`,
    headers: session.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
};
const post = (session: Session, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...session.headers, ...headers } });

/** A tenant with a job (customer Erika Muster) whose offer its customer accepts through the link. */
async function acceptedJob(tenant: Tenant) {
  const customer = await kit.customer(tenant.owner.session);
  const contract = await kit.contract(tenant.owner.session, customer._id);
  await acceptThroughLink(t, tenant.owner.session, contract._id, ['relocation']);
  return contract;
}

describe('notifications', () => {
  it('a customer accepting an offer tells every user of the company, live, the viewing replaced by the answer', async () => {
    const tenant = await createTenant(t);
    const socket = openSocket(addressOf(t.app), tenant.user.session.token);
    await connected(socket);
    const pushed: string[] = [];
    socket.on('notification.created', ({ notificationId }: { notificationId: string }) =>
      pushed.push(notificationId),
    );
    const contract = await acceptedJob(tenant);

    for (const member of [tenant.owner, tenant.user]) {
      const page = await list(member.session);
      // The first view was told too, but the answer replaced it while unread: one thing to look at.
      expect(page).toMatchObject({ total: 1, unread: 1 });
      expect(page.items[0]).toMatchObject({
        kind: 'offerAccepted',
        readAt: null,
        data: { contractId: contract._id, contractNumber: contract.number, customerName: 'Erika Muster' },
      });
    }
    const userPage = await list(tenant.user.session);
    // Pushed to the user's open page (the first view's, then the answer's).
    await vi.waitFor(() => expect(pushed).toContain(userPage.items[0]!._id), { timeout: 5000 });
    socket.close();
    // Another company's people hear nothing.
    expect(await list(tenant.stranger.session)).toMatchObject({ total: 0, unread: 0, items: [] });
  });

  it('the first view of an offer is told once; a rejection replaces it', async () => {
    const tenant = await createTenant(t);
    const customer = await kit.customer(tenant.owner.session);
    const contract = await kit.contract(tenant.owner.session, customer._id);
    const offer = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract._id}/offers`,
      headers: tenant.owner.session.headers,
      payload: { language: 'de', validUntil: '2099-12-31' },
    });
    const [mail] = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.relatedId, offer.json()._id));
    const token = /accept-contract\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    for (let view = 0; view < 3; view++)
      expect((await t.app.inject({ method: 'GET', url: `/api/public/offers/${token}` })).statusCode).toBe(
        200,
      );
    const viewed = await list(tenant.user.session);
    expect(viewed).toMatchObject({ total: 1, unread: 1, items: [{ kind: 'offerViewed' }] });

    await t.app.inject({ method: 'POST', url: `/api/public/offers/${token}/reject`, payload: {} });
    const rejected = await list(tenant.user.session);
    expect(rejected).toMatchObject({ total: 1, unread: 1, items: [{ kind: 'offerRejected' }] });
    expect(rejected.items[0]!.data).toMatchObject({ contractNumber: contract.number });
  });

  it('marks one read, then all; only one’s own, never another person’s or company’s', async () => {
    const tenant = await createTenant(t);
    await acceptedJob(tenant);
    await acceptedJob(tenant);
    const page = await list(tenant.user.session);
    expect(page).toMatchObject({ total: 2, unread: 2 });
    const [newest, older] = page.items;

    // Another company's owner, and a colleague, cannot mark it: 404 as for a missing one.
    expect((await post(tenant.stranger.session, `/api/notifications/${newest!._id}/read`)).statusCode).toBe(
      404,
    );
    expect((await post(tenant.owner.session, `/api/notifications/${newest!._id}/read`)).statusCode).toBe(404);
    expect((await list(tenant.user.session)).unread).toBe(2);

    const one = await post(tenant.user.session, `/api/notifications/${newest!._id}/read`);
    expect(one.json()).toEqual({ unread: 1 });
    const after = await list(tenant.user.session);
    expect(after.items.find((item) => item._id === newest!._id)!.readAt).not.toBeNull();
    expect(after.items.find((item) => item._id === older!._id)!.readAt).toBeNull();
    // The owner's copies stay unread.
    expect((await list(tenant.owner.session)).unread).toBe(2);

    expect((await post(tenant.stranger.session, '/api/notifications/read-all')).json()).toEqual({
      unread: 0,
    });
    expect((await list(tenant.owner.session)).unread).toBe(2);
    expect((await post(tenant.user.session, '/api/notifications/read-all')).json()).toEqual({ unread: 0 });
    expect((await list(tenant.user.session)).unread).toBe(0);
    expect((await list(tenant.owner.session)).unread).toBe(2);
  });

  it('pages newest first', async () => {
    const tenant = await createTenant(t);
    await acceptedJob(tenant);
    await acceptedJob(tenant);
    await acceptedJob(tenant);
    const first = await list(tenant.owner.session, '?page=1&pageSize=2');
    const second = await list(tenant.owner.session, '?page=2&pageSize=2');
    expect(first).toMatchObject({ total: 3, unread: 3 });
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    const numbers = [...first.items, ...second.items].map((item) => item.data.contractNumber as number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it('a payment tells the colleagues who recorded it, not the one who did', async () => {
    const tenant = await createTenant(t, { user: { firstName: 'Paula', lastName: 'Zahler' } });
    const customer = await kit.customer(tenant.owner.session);
    const invoice = await kit.call(
      tenant.owner.session,
      'POST',
      '/api/invoices',
      kit.freeInvoice(customer._id),
    );
    const paid = await kit.call(tenant.user.session, 'POST', `/api/invoices/${invoice.json()._id}/payments`, {
      amount: 5_000,
      method: 'BANK',
      date: '2026-03-14',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(paid.statusCode).toBe(201);
    expect((await list(tenant.user.session)).total).toBe(0);
    const owner = await list(tenant.owner.session);
    expect(owner).toMatchObject({ total: 1, unread: 1 });
    expect(owner.items[0]).toMatchObject({
      kind: 'paymentRecorded',
      data: {
        invoiceNumber: invoice.json().number,
        amount: 5_000,
        currency: 'CHF',
        customerName: 'Erika Muster',
        actorName: 'Paula Zahler',
      },
    });
  });

  it('an e-mail refused for good tells the office, in the transaction that marks it failed', async () => {
    const tenant = await createTenant(t);
    const customer = await kit.customer(tenant.owner.session, 'Unzustellbar');
    const contract = await kit.contract(tenant.owner.session, customer._id);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract._id}/offers`,
      headers: tenant.owner.session.headers,
      payload: { language: 'de', validUntil: '2099-12-31' },
    });
    expect(sent.statusCode).toBe(201);
    await deliverQueuedMail(t.app.jobs, undefined, { includeDeferred: true });
    const [row] = await t.database.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.relatedId, sent.json()._id));
    expect(row!.status).toBe('failed');
    const page = await list(tenant.user.session);
    expect(page.items.find((item) => item.kind === 'mailFailed')).toMatchObject({
      data: { recipient: 'unzustellbar@example.ch' },
    });
  });

  it('a platform admin acting for the company has none of its users’ notifications', async () => {
    const tenant = await createTenant(t);
    await acceptedJob(tenant);
    const admin = await signIn(t.app, (await t.make.admin()).email, { host: 'admin.localhost' });
    const acting = { 'x-company-id': tenant.company.id };
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { ...admin.headers, ...acting },
    });
    expect(page.json()).toMatchObject({ total: 0, unread: 0, items: [] });
    const [row] = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.companyId, tenant.company.id));
    expect((await post(admin, `/api/notifications/${row!.id}/read`, acting)).statusCode).toBe(404);
    expect((await list(tenant.owner.session)).unread).toBe(1);
  });
});
