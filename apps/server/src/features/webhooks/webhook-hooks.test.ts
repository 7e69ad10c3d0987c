import { WEBHOOK_EVENT_TYPES } from '@maxer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';
import { invoiceTestKit } from '../invoices/invoice-test-support.ts';
import { WEBHOOK_DELIVERY_JOB } from './webhook-delivery-job.ts';

// The office's everyday work, through the API, reaches an endpoint subscribed to every event.
let receiver: WebhookReceiver;
let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp({}, { WEBHOOKS_ALLOW_PRIVATE: 'true' });
  kit = invoiceTestKit(t);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('the services publish their events', () => {
  it('customers, jobs, offers, invoices, payments and appointments each send theirs', async () => {
    const company = await kit.company();
    const registered = await kit.call(company.owner, 'POST', '/api/webhook-endpoints', {
      url: `${receiver.url}/all`,
      events: [...WEBHOOK_EVENT_TYPES],
    });
    expect(registered.statusCode).toBe(201);
    const customer = await kit.customer(company.owner);
    const contract = await kit.contract(company.owner, customer._id);
    await kit.accept(company.owner, contract._id, ['relocation']);
    const invoice = await kit.call(company.owner, 'POST', '/api/invoices', kit.freeInvoice(customer._id));
    expect(invoice.statusCode).toBe(201);
    const { _id: invoiceId, total } = invoice.json() as { _id: string; total: number };
    const paid = await kit.call(company.owner, 'POST', `/api/invoices/${invoiceId}/payments`, {
      amount: total,
      method: 'BANK',
      date: '2026-03-14',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(paid.statusCode).toBe(201);
    expect((await kit.call(company.owner, 'DELETE', `/api/payments/${paid.json()._id}`)).statusCode).toBe(
      204,
    );
    const appointment = await kit.call(company.owner, 'POST', '/api/appointments', {
      kind: 'viewing',
      startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      durationMinutes: 60,
    });
    expect(appointment.statusCode).toBe(201);
    expect(
      (await kit.call(company.owner, 'DELETE', `/api/appointments/${appointment.json()._id}`)).statusCode,
    ).toBe(204);

    await t.app.jobs.runDue(WEBHOOK_DELIVERY_JOB, { includeDeferred: true });
    const sent = receiver.received.map(
      (request) => JSON.parse(request.body) as { type: string; data: object },
    );
    const types = sent.map((message) => message.type);
    // In the order they happened (one endpoint's messages go one after the other).
    expect(types.filter((type) => !type.startsWith('contract.updated'))).toEqual([
      'customer.created',
      'contract.created',
      'offer.sent',
      'offer.accepted',
      'invoice.created',
      'payment.created',
      'invoice.paid',
      'payment.deleted',
      'appointment.created',
      'appointment.cancelled',
    ]);
    expect(sent.find((message) => message.type === 'invoice.paid')?.data).toEqual({
      id: invoiceId,
      number: expect.any(Number),
      contractId: null,
      customerId: customer._id,
      total,
    });
    expect(sent.find((message) => message.type === 'offer.accepted')?.data).toMatchObject({
      contractId: contract._id,
      contractNumber: contract.number,
    });
  });
});
