import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema/index.ts';
import { createTenant, createTestApp, type Tenant, type TestApp } from '../../testing/index.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';
import { isPublicAddress } from './webhook-address.ts';
import { WEBHOOK_DELIVERY_JOB } from './webhook-delivery-job.ts';
import { newSecret } from './webhooks.service.ts';

// The production setting: WEBHOOKS_ALLOW_PRIVATE off.
let t: TestApp;
let tenant: Tenant;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp({
    webhooks: {
      // A name the test controls: "rebinds.example" answers a public address, then loopback.
      resolve: async (host) => {
        if (host === 'public.example') return [{ address: '93.184.215.14', family: 4 }];
        if (host === 'mixed.example')
          return [
            { address: '93.184.215.14', family: 4 },
            { address: '10.1.2.3', family: 4 },
          ];
        const { lookup } = await import('node:dns/promises');
        return lookup(host, { all: true });
      },
    },
  });
  tenant = await createTenant(t);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const register = (url: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhook-endpoints',
    headers: { ...tenant.owner.session.headers, 'accept-language': 'en' },
    payload: { url, events: ['customer.created'] },
  });

describe('the SSRF guard', () => {
  it('refuses private, loopback, link-local, unique-local and local names on registration', async () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.0.0.7/hook',
      'https://192.168.1.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://0.0.0.0/hook',
      'https://224.0.0.1/hook',
      'https://localhost/hook',
      'https://mixed.example/hook',
    ]) {
      const response = await register(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe('error_webhook_address_refused');
      expect(response.json().error.fields.url.code, url).toBe('error_webhook_address_refused');
    }
    const plain = await register('http://public.example/hook');
    expect(plain.json().error.code).toBe('error_webhook_not_https');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/webhook-endpoints',
          headers: tenant.owner.session.headers,
        })
      ).json().items,
    ).toEqual([]);
    expect((await register('https://public.example/hook')).statusCode).toBe(201);
  });

  it('checks again at delivery: an address that became local is not connected to', async () => {
    // As if DNS had changed since registration: the stored address now leads to loopback.
    const [endpoint] = await t.database.db
      .insert(webhookEndpoints)
      .values({
        companyId: tenant.company.id,
        url: `${receiver.url.replace('http:', 'https:')}/hook`,
        events: ['customer.created'],
        secret: newSecret(),
      })
      .returning({ id: webhookEndpoints.id });
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: tenant.owner.session.headers,
      payload: { lastName: 'Muster', email: null },
    });
    expect(customer.statusCode).toBe(201);
    await t.app.jobs.runDue(WEBHOOK_DELIVERY_JOB, { includeDeferred: true });
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/webhook-endpoints/${endpoint!.id}/deliveries`,
      headers: tenant.owner.session.headers,
    });
    expect(log.json().items[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: null,
      error: 'refused: 127.0.0.1 resolves to a private or local address',
    });
    expect(receiver.received).toEqual([]);
  });

  it('knows public addresses from the rest', () => {
    expect(isPublicAddress('93.184.215.14')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.1.1',
      '172.16.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fd12::1',
      '::',
      'ff02::1',
      '::ffff:10.0.0.1',
      'nonsense',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});
