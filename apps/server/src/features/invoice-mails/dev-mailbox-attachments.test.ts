import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverQueuedMail } from '../../platform/mail/delivery.ts';
import { developmentTransport } from '../../platform/mail/transport.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { invoiceTestKit } from '../invoices/invoice-test-support.ts';

let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
// No SMTP server: the development mailbox keeps what is "sent".
beforeAll(async () => {
  t = await createTestApp();
  kit = invoiceTestKit(t);
});
afterAll(() => t.close());

describe('development mailbox attachments', () => {
  it('shows the invoice PDF an e-mail carried and serves it as sent, to its company only', async () => {
    const company = await kit.company();
    const customer = await kit.customer(company.owner);
    const invoice = (
      await kit.call(company.user, 'POST', '/api/invoices', kit.freeInvoice(customer._id))
    ).json() as { _id: string; number: number };
    const sent = await kit.call(company.user, 'POST', `/api/invoices/${invoice._id}/send`, {
      language: 'en',
    });
    expect(sent.statusCode).toBe(201);
    const mailId = sent.json()._id as string;
    await deliverQueuedMail(t.app.jobs, {
      db: t.database.db,
      transport: developmentTransport(),
      from: 'x@maxer.test',
      now: () => new Date(),
    });

    const message = await kit.call(company.owner, 'GET', `/api/dev-mailbox/${mailId}`);
    expect(message.statusCode).toBe(200);
    expect(message.json()).toMatchObject({
      status: 'sent',
      attachments: [{ filename: `Invoice-${invoice.number}.pdf`, contentType: 'application/pdf' }],
    });
    const [file] = message.json().attachments as { _id: string; size: number }[];
    const url = `/api/dev-mailbox/${mailId}/attachments/${file!._id}`;
    const pdf = await kit.call(company.owner, 'GET', url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="Invoice-${invoice.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBe(file!.size);

    const other = await kit.company();
    expect((await kit.call(other.owner, 'GET', `/api/dev-mailbox/${mailId}`)).statusCode).toBe(404);
    expect((await kit.call(other.owner, 'GET', url)).statusCode).toBe(404);
  });
});
