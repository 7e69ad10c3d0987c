import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, webhookEndpoints } from '../../db/schema/index.ts';
import { createTenant, createTestApp, type Session, type Tenant, type TestApp } from '../../testing/index.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';
import { WEBHOOK_DELIVERY_JOB, WEBHOOK_FAILING_MAIL } from './webhook-delivery-job.ts';
import { webhookPublisher } from './webhook-publisher.ts';

// A real receiver on loopback; the app allows private addresses (WEBHOOKS_ALLOW_PRIVATE) and has
// short retry waits and timeout injected. Its clock moves by hand, so retries come due on demand.
// Near the real time: receivers (the verifier) refuse a webhook-timestamp more than 5 minutes off.
let clock = new Date(Math.floor(Date.now() / 1000) * 1000);
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
let receiver: WebhookReceiver;
let t: TestApp;
let tenant: Tenant;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp(
    { now: () => clock, webhooks: { timeoutMs: 400, retryDelaysSeconds: [5, 60], roundMs: 20_000 } },
    { WEBHOOKS_ALLOW_PRIVATE: 'true' },
  );
  tenant = await createTenant(t);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});
beforeEach(async () => {
  await t.database.db.delete(webhookEndpoints);
  await t.database.db.delete(mailOutbox);
  await deliver();
  receiver.received.length = 0;
  receiver.next.length = 0;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (session: Session, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session.headers, payload });

/** One round of the delivery jobs, as a worker would run it. */
const deliver = () => t.app.jobs.runDue(WEBHOOK_DELIVERY_JOB, { includeDeferred: true });

async function register(events: string[] = ['customer.created', 'customer.updated'], path = '/hook') {
  const response = await call(tenant.owner.session, 'POST', '/api/webhook-endpoints', {
    url: `${receiver.url}${path}`,
    description: 'Buchhaltung',
    events,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; secret: string };
}

async function createCustomer(lastName: string) {
  const response = await call(tenant.owner.session, 'POST', '/api/customers', { lastName, email: null });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; number: number };
}

async function log(endpointId: string, session = tenant.owner.session) {
  const response = await call(session, 'GET', `/api/webhook-endpoints/${endpointId}/deliveries?pageSize=50`);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Array<Record<string, unknown>>; total: number };
}

const types = () => receiver.received.map((request) => JSON.parse(request.body).data.lastName as string);

describe('registering an endpoint', () => {
  it('shows the signing secret once, and never again', async () => {
    const created = await register();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const read = await call(tenant.owner.session, 'GET', `/api/webhook-endpoints/${created._id}`);
    expect(read.json()).toMatchObject({
      _id: created._id,
      active: true,
      state: 'ok',
      description: 'Buchhaltung',
    });
    expect(read.json()).not.toHaveProperty('secret');
    const list = await call(tenant.owner.session, 'GET', '/api/webhook-endpoints');
    expect(JSON.stringify(list.json())).not.toContain(created.secret);
    const rotated = await call(
      tenant.owner.session,
      'POST',
      `/api/webhook-endpoints/${created._id}/rotate-secret`,
    );
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(created.secret);
  });

  it('refuses an endpoint without events, in the caller’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhook-endpoints',
      headers: { ...tenant.owner.session.headers, 'accept-language': 'en' },
      payload: { url: `${receiver.url}/x`, events: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.events).toEqual({
      code: 'error_webhook_events_required',
      message: 'Please choose at least one event.',
    });
    expect((await call(tenant.owner.session, 'GET', '/api/webhook-endpoints')).json().items).toEqual([]);
  });
});

describe('delivering events', () => {
  it('posts a Standard Webhooks message that the standardwebhooks verifier accepts', async () => {
    const endpoint = await register();
    const customer = await createCustomer('Muster');
    await deliver();
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const message = new Webhook(endpoint.secret).verify(request!.body, request!.headers) as Record<
      string,
      unknown
    >;
    expect(message).toEqual({
      type: 'customer.created',
      timestamp: clock.toISOString(),
      data: {
        id: customer._id,
        number: customer.number,
        firstName: null,
        lastName: 'Muster',
        companyName: null,
        email: null,
      },
    });
    expect(request!.headers['webhook-id']).toMatch(/^msg_[0-9a-f-]{36}$/);
    // Signed with another secret, it does not verify.
    const other = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
    expect(() => new Webhook(other).verify(request!.body, request!.headers)).toThrow();
    const { items } = await log(endpoint._id);
    expect(items).toMatchObject([
      {
        eventType: 'customer.created',
        status: 'delivered',
        attempts: 1,
        responseStatus: 200,
        responseSnippet: 'ok',
        messageId: request!.headers['webhook-id'],
      },
    ]);
  });

  it('delivers nothing for a change that rolls back', async () => {
    await register();
    const publisher = webhookPublisher(t.app.jobs, () => clock);
    await expect(
      t.database.db.transaction(async (tx) => {
        await publisher.publish(tx, tenant.company.id, 'customer.created', {
          id: crypto.randomUUID(),
          number: 1,
          firstName: null,
          lastName: 'Rolled back',
          companyName: null,
          email: null,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await deliver();
    expect(receiver.received).toEqual([]);
    await createCustomer('Committed');
    await deliver();
    expect(types()).toEqual(['Committed']);
  });

  it('retries after a 500 and after a timeout with the same webhook-id, on the schedule', async () => {
    const endpoint = await register();
    receiver.next.push(500, 'hang');
    await createCustomer('Retry');
    await deliver();
    expect(receiver.received).toHaveLength(1);
    let [entry] = (await log(endpoint._id)).items;
    expect(entry).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      responseSnippet: 'failed with 500',
    });
    expect(entry!.nextAttemptAt).toBe(new Date(clock.getTime() + 5_000).toISOString());
    // Not yet due: nothing is sent.
    await deliver();
    expect(receiver.received).toHaveLength(1);
    advance(5);
    await deliver();
    expect(receiver.received).toHaveLength(2);
    [entry] = (await log(endpoint._id)).items;
    expect(entry).toMatchObject({
      status: 'pending',
      attempts: 2,
      responseStatus: null,
      error: 'timeout after 400 ms',
    });
    expect(entry!.durationMs).toBeGreaterThanOrEqual(400);
    advance(60);
    await deliver();
    [entry] = (await log(endpoint._id)).items;
    expect(entry).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 200 });
    const ids = new Set(receiver.received.map((request) => request.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const request of receiver.received)
      expect(() => new Webhook(endpoint.secret).verify(request.body, request.headers)).not.toThrow();
  });

  it('keeps each endpoint’s order: a later event waits for the earlier one', async () => {
    await register();
    receiver.next.push(500);
    await createCustomer('A');
    await createCustomer('B');
    await createCustomer('C');
    await deliver();
    expect(types()).toEqual(['A']);
    advance(5);
    await deliver();
    expect(types()).toEqual(['A', 'A', 'B', 'C']);
  });

  it('after the last retry marks the endpoint failing and mails every owner once', async () => {
    const endpoint = await register();
    const second = await t.make.user(tenant.company.id, { role: 'OWNER', language: 'en' });
    receiver.fallback = 503;
    try {
      await createCustomer('Never');
      await createCustomer('Neither');
      for (const wait of [0, 5, 60, 0, 5, 60]) {
        advance(wait);
        await deliver();
      }
    } finally {
      receiver.fallback = 200;
    }
    const { items } = await log(endpoint._id);
    expect(items.map((item) => [item.status, item.attempts])).toEqual([
      ['failed', 3],
      ['failed', 3],
    ]);
    const read = (await call(tenant.owner.session, 'GET', `/api/webhook-endpoints/${endpoint._id}`)).json();
    expect(read.state).toBe('failing');
    const mails = await t.database.db
      .select({ recipient: mailOutbox.recipient, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, WEBHOOK_FAILING_MAIL), eq(mailOutbox.companyId, tenant.company.id)));
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(
      [tenant.owner.account.email, second.email].sort(),
    );
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [`Webhook failing: ${receiver.url}/hook`, `Webhook fehlgeschlagen: ${receiver.url}/hook`].sort(),
    );
    // Working again: no longer failing.
    await createCustomer('Fine');
    await deliver();
    expect(
      (await call(tenant.owner.session, 'GET', `/api/webhook-endpoints/${endpoint._id}`)).json().state,
    ).toBe('ok');
    await t.database.db
      .update(webhookEndpoints)
      .set({ active: true })
      .where(eq(webhookEndpoints.id, endpoint._id));
  });

  it('sends only the events an active endpoint picked', async () => {
    const picky = await register(['customer.updated'], '/picky');
    const customer = await createCustomer('Picked');
    await deliver();
    expect(receiver.received).toEqual([]);
    const changed = await call(tenant.owner.session, 'PUT', `/api/customers/${customer._id}`, {
      lastName: 'Changed',
      email: null,
    });
    expect(changed.statusCode).toBe(200);
    await deliver();
    expect(receiver.received.map((request) => JSON.parse(request.body).type)).toEqual(['customer.updated']);
    await call(tenant.owner.session, 'PUT', `/api/webhook-endpoints/${picky._id}`, {
      url: `${receiver.url}/picky`,
      events: ['customer.updated'],
      active: false,
    });
    await call(tenant.owner.session, 'PUT', `/api/customers/${customer._id}`, {
      lastName: 'Again',
      email: null,
    });
    await deliver();
    expect(receiver.received).toHaveLength(1);
  });

  it('sends a test event and sends a delivery again with the same id', async () => {
    const endpoint = await register();
    const test = await call(tenant.owner.session, 'POST', `/api/webhook-endpoints/${endpoint._id}/test`);
    expect(test.statusCode).toBe(201);
    await deliver();
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'webhook.test',
      data: { endpointId: endpoint._id },
    });
    const again = await call(
      tenant.owner.session,
      'POST',
      `/api/webhook-endpoints/${endpoint._id}/deliveries/${test.json()._id}/resend`,
    );
    expect(again.statusCode).toBe(201);
    await deliver();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect((await log(endpoint._id)).total).toBe(2);
  });
});

describe('who may', () => {
  it('answers 404 for another company’s endpoint and its deliveries, like a missing one', async () => {
    const endpoint = await register();
    await createCustomer('Mine');
    await deliver();
    const [delivery] = (await log(endpoint._id)).items;
    const stranger = tenant.stranger.session;
    for (const [method, url, payload] of [
      ['GET', `/api/webhook-endpoints/${endpoint._id}`],
      [
        'PUT',
        `/api/webhook-endpoints/${endpoint._id}`,
        { url: 'https://example.com/x', events: ['customer.created'] },
      ],
      ['DELETE', `/api/webhook-endpoints/${endpoint._id}`],
      ['POST', `/api/webhook-endpoints/${endpoint._id}/rotate-secret`],
      ['POST', `/api/webhook-endpoints/${endpoint._id}/test`],
      ['GET', `/api/webhook-endpoints/${endpoint._id}/deliveries`],
      ['POST', `/api/webhook-endpoints/${endpoint._id}/deliveries/${delivery!._id}/resend`],
    ] as const) {
      const response = await call(stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe('error_resource_not_found');
    }
    expect((await call(stranger, 'GET', '/api/webhook-endpoints')).json().items).toEqual([]);
    // The stranger's own customers reach none of this company's endpoints.
    await call(stranger, 'POST', '/api/customers', { lastName: 'Elsewhere', email: null });
    await deliver();
    expect(types()).toEqual(['Mine']);
  });

  it('is the owners’ work: a colleague is refused', async () => {
    const response = await call(tenant.user.session, 'GET', '/api/webhook-endpoints');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('error_owner_only');
  });
});
