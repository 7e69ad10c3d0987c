import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, mailAttachments, mailOutbox } from '../../db/schema/index.ts';
import { deliverQueuedMail } from '../../platform/mail/delivery.ts';
import { smtpTransport } from '../../platform/mail/transport.ts';
import { createTestApp, type Session, type TestApp } from '../../testing/index.ts';
import { startSmtpInbox } from '../../testing/smtp-inbox.ts';
import { invoiceTestKit } from '../invoices/invoice-test-support.ts';

let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
const sendgrid = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await createTestApp(
    {},
    {
      SMTP_URL: smtp.url,
      SENDGRID_WEBHOOK_PUBLIC_KEY: sendgrid.publicKey
        .export({ format: 'der', type: 'spki' })
        .toString('base64'),
    },
  );
  kit = invoiceTestKit(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function deliver() {
  const transport = smtpTransport(smtp.url);
  try {
    return await deliverQueuedMail(t.app.jobs, {
      db: t.database.db,
      transport,
      from: 'rechnung@maxer.test',
      now: () => new Date(),
    });
  } finally {
    transport.close();
  }
}

/** The base64 body of the message's application/pdf part, decoded, with the part's file name. */
function pdfAttachment(raw: string) {
  const part =
    /Content-Type: application\/pdf; name="?([^"\r\n]+)"?\r?\n(?:[\w-]+: [^\r\n]*\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      raw,
    );
  if (!part) return null;
  return { filename: part[1], bytes: Buffer.from(part[2]!.replace(/\s+/g, ''), 'base64') };
}

const rawTo = (to: string) => [...smtp.inbox].reverse().find((m) => m.to.includes(to))?.raw;

/** A company (VAT 7.7 %) with a customer of its own name and a free invoice of CHF 290.80, due 2026-03-31. */
async function invoiceOf() {
  const company = await kit.company({ vatRate: 7.7 });
  const lastName = `Muster${randomUUID().slice(0, 6)}`;
  const customer = await kit.customer(company.owner, lastName);
  const response = await kit.call(company.user, 'POST', '/api/invoices', kit.freeInvoice(customer._id));
  if (response.statusCode !== 201) throw new Error(response.body);
  const invoice = response.json() as { _id: string; number: number; total: number };
  expect(invoice.total).toBe(29_080);
  return { ...company, customer, email: `${lastName.toLowerCase()}@example.ch`, lastName, invoice };
}

async function templateOf(session: Session) {
  const response = await kit.call(session, 'POST', '/api/mail-templates', {
    title: 'Rechnung {{invoice_number}} von {{company_name}}',
    body: '<p>{{gender_welcome}}</p><p>Anbei Rechnung {{invoice_number}} über {{total}}, zahlbar bis {{due_date}}.</p>',
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as { _id: string };
}

const send = (session: Session, invoiceId: string, body: object) =>
  kit.call(session, 'POST', `/api/invoices/${invoiceId}/send`, body);

const mailsOfInvoice = (invoiceId: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedType, 'invoice'), eq(mailOutbox.relatedId, invoiceId)));

describe('sending an invoice by e-mail', () => {
  it('delivers the filled template with the invoice PDF attached, and records the activity', async () => {
    const { id: companyId, user, invoice, email, lastName } = await invoiceOf();
    const template = await templateOf(user);
    const response = await send(user, invoice._id, { language: 'de', mailTemplateId: template._id });
    expect(response.statusCode).toBe(201);
    const sent = response.json();
    expect(sent).toMatchObject({
      kind: 'invoice',
      recipient: email,
      subject: expect.stringMatching(new RegExp(`^Rechnung ${invoice.number} von Umzüge .+ AG$`)),
      status: 'queued',
      deliveryState: 'queued',
      relatedType: 'invoice',
      relatedId: invoice._id,
      lastEventAt: null,
      events: [],
      attachments: [{ filename: `Rechnung-${invoice.number}.pdf`, contentType: 'application/pdf' }],
    });
    expect(sent.attachments[0].size).toBeGreaterThan(1000);

    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const message = smtp.lastMessageTo(email);
    expect(message).toContain(`Subject: ${sent.subject}`);
    expect(message).toContain(`Frau ${lastName}`);
    expect(message).toContain(`Anbei Rechnung ${invoice.number} über CHF 290.80, zahlbar bis 31.03.2026.`);
    const pdf = pdfAttachment(rawTo(email)!);
    expect(pdf?.filename).toBe(`Rechnung-${invoice.number}.pdf`);
    expect(pdf!.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf!.bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
    expect(pdf!.bytes.length).toBe(sent.attachments[0].size);

    const logged = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.companyId, companyId), eq(activities.entityId, invoice._id)));
    expect(logged.map((a) => a.changes)).toContainEqual({
      emailed: [null, { recipient: email, subject: sent.subject, language: 'de', mailId: sent._id }],
    });
  });

  it('writes the built-in text in English to another address; refuses a bad or missing address', async () => {
    const { owner, user, invoice, customer } = await invoiceOf();
    const bad = await send(user, invoice._id, { recipient: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.recipient.code).toBe('error_email_invalid');

    const other = `buchhaltung-${randomUUID().slice(0, 6)}@example.ch`;
    const response = await send(user, invoice._id, { recipient: other, language: 'en' });
    expect(response.statusCode).toBe(201);
    expect(response.json().attachments[0].filename).toBe(`Invoice-${invoice.number}.pdf`);
    await deliver();
    const message = smtp.lastMessageTo(other);
    expect(message).toMatch(new RegExp(`Subject: Invoice no\\. ${invoice.number} from Umzüge`));
    expect(message).toContain(`Please find attached our invoice no. ${invoice.number} for CHF 290.80`);
    expect(message).toContain('by 31 Mar 2026');
    expect(pdfAttachment(rawTo(other)!)!.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A customer without an e-mail address: the office must name one.
    const edit = await kit.call(owner, 'GET', `/api/customers/${customer._id}`);
    const updated = await kit.call(owner, 'PUT', `/api/customers/${customer._id}`, {
      ...(({ _id, number, createdAt, updatedAt, ...rest }) => rest)(edit.json()),
      email: null,
    });
    expect(updated.statusCode).toBe(200);
    const missing = await send(user, invoice._id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.recipient.code).toBe('error_field_required');
    expect(await mailsOfInvoice(invoice._id)).toHaveLength(1);
  });

  it("asks for the open amount after a partial payment, as the PDF and QR code do (1'329.60, 500.00 paid)", async () => {
    const company = await kit.company({ vatRate: 7.7 });
    const lastName = `Muster${randomUUID().slice(0, 6)}`;
    const customer = await kit.customer(company.owner, lastName);
    const email = `${lastName.toLowerCase()}@example.ch`;
    const created = await kit.call(
      company.user,
      'POST',
      '/api/invoices',
      kit.freeInvoice(customer._id, {
        includeVat: true,
        lines: [{ type: 'item', description: 'Umzug', quantity: 1, unitPrice: 132_960 }],
      }),
    );
    expect(created.statusCode).toBe(201);
    const invoice = created.json() as { _id: string; number: number; total: number };
    expect(invoice.total).toBe(132_960);
    const paid = await kit.call(company.user, 'POST', `/api/invoices/${invoice._id}/payments`, {
      amount: 50_000,
      method: 'BANK',
      date: '2026-03-10',
      idempotencyKey: randomUUID(),
    });
    expect(paid.statusCode).toBe(201);

    // The built-in text: the total, what is paid, and the open amount it asks for.
    expect((await send(company.user, invoice._id, { language: 'de' })).statusCode).toBe(201);
    await deliver();
    const builtIn = smtp.lastMessageTo(email);
    expect(builtIn).toContain(`Rechnung Nr. ${invoice.number} über CHF 1'329.60.`);
    expect(builtIn).toContain('Bereits bezahlt: CHF 500.00.');
    expect(builtIn).toContain('den offenen Betrag von CHF 829.60 bis am 31.03.2026 zu überweisen.');
    expect(builtIn).not.toContain('’');

    // A template places the amounts itself: {{open_amount}} and {{paid_amount}}, in English too.
    const template = await kit.call(company.user, 'POST', '/api/mail-templates', {
      title: 'Invoice {{invoice_number}}',
      body: '<p>Total {{total}}, paid {{paid_amount}}, please pay {{open_amount}} by {{due_date}}.</p>',
    });
    expect(template.statusCode).toBe(201);
    const sent = await send(company.user, invoice._id, {
      language: 'en',
      mailTemplateId: template.json()._id,
    });
    expect(sent.statusCode).toBe(201);
    await deliver();
    expect(smtp.lastMessageTo(email)).toContain(
      'Total CHF 1,329.60, paid CHF 500.00, please pay CHF 829.60 by 31 Mar 2026.',
    );
  });

  it('sends nothing when the transaction rolls back after the message was queued', async () => {
    const { user, invoice, email } = await invoiceOf();
    // The activity is written after the message is queued: make exactly that insert fail.
    await t.database.db.execute(
      sql.raw(`
      create or replace function refuse_invoice_mail_activity() returns trigger language plpgsql as $$
      begin
        if new.entity_id = '${invoice._id}' then raise exception 'refused by the test'; end if;
        return new;
      end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_invoice_mail_activity before insert on activities
        for each row execute function refuse_invoice_mail_activity()`),
    );
    try {
      const response = await send(user, invoice._id, { language: 'de' });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_invoice_mail_activity on activities'));
    }
    expect(await mailsOfInvoice(invoice._id)).toEqual([]);
    const before = smtp.inbox.length;
    await deliver();
    expect(smtp.inbox.slice(before).some((m) => m.to.includes(email))).toBe(false);
    const orphans = await t.database.db
      .select({ id: mailAttachments.id })
      .from(mailAttachments)
      .leftJoin(mailOutbox, eq(mailOutbox.id, mailAttachments.mailId))
      .where(sql`${mailOutbox.id} is null`);
    expect(orphans).toEqual([]);
  });

  it("answers 404 for another company's invoice, 400 for its template, and queues nothing", async () => {
    const mine = await invoiceOf();
    const theirs = await invoiceOf();
    const theirTemplate = await templateOf(theirs.user);
    const foreignInvoice = await send(mine.user, theirs.invoice._id, {});
    expect(foreignInvoice.statusCode).toBe(404);
    expect(foreignInvoice.json().error.code).toBe('error_resource_not_found');
    const foreignTemplate = await send(mine.user, mine.invoice._id, { mailTemplateId: theirTemplate._id });
    expect(foreignTemplate.statusCode).toBe(400);
    expect(Object.keys(foreignTemplate.json().error.fields)).toEqual(['mailTemplateId']);
    expect(await mailsOfInvoice(mine.invoice._id)).toEqual([]);
    expect(await mailsOfInvoice(theirs.invoice._id)).toEqual([]);
    const list = await kit.call(mine.user, 'GET', `/api/invoices/${theirs.invoice._id}/emails`);
    expect(list.statusCode).toBe(404);
    expect((await kit.call(mine.user, 'GET', `/api/invoices/${randomUUID()}/emails`)).statusCode).toBe(404);
  });
});

function postEvents(events: object[]) {
  const body = JSON.stringify(events);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = sign('sha256', Buffer.from(timestamp + body), {
    key: sendgrid.privateKey,
    dsaEncoding: 'der',
  }).toString('base64');
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/email-events',
    headers: {
      'content-type': 'application/json',
      'x-twilio-email-event-webhook-timestamp': timestamp,
      'x-twilio-email-event-webhook-signature': signature,
    },
    payload: body,
  });
}

describe("an invoice's e-mails", () => {
  it('lists the invoice e-mail and the payment notice with status and delivery events, newest first', async () => {
    const { user, invoice, email } = await invoiceOf();
    const sent = (await send(user, invoice._id, { language: 'de' })).json();
    await deliver();
    const paid = await kit.call(user, 'POST', `/api/invoices/${invoice._id}/payments`, {
      amount: 10_000,
      method: 'BANK',
      date: '2026-03-14',
      notifyCustomer: true,
      idempotencyKey: `form-${randomUUID()}`,
    });
    expect(paid.statusCode).toBe(201);

    const seconds = Math.floor(Date.now() / 1000);
    const events = await postEvents([
      {
        event: 'processed',
        email,
        timestamp: seconds - 30,
        sg_event_id: randomUUID(),
        maxer_mail_id: sent._id,
      },
      {
        event: 'delivered',
        email,
        timestamp: seconds - 20,
        sg_event_id: randomUUID(),
        maxer_mail_id: sent._id,
      },
    ]);
    expect(events.statusCode).toBe(200);

    const response = await kit.call(user, 'GET', `/api/invoices/${invoice._id}/emails`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    const [notice, invoiceMail] = list.items;
    expect(notice).toMatchObject({
      kind: 'payment-notice',
      recipient: email,
      status: 'queued',
      deliveryState: 'queued',
      attachments: [],
      events: [],
    });
    expect(invoiceMail).toMatchObject({
      _id: sent._id,
      kind: 'invoice',
      recipient: email,
      subject: sent.subject,
      status: 'sent',
      deliveryState: 'delivered',
      lastEventAt: new Date((seconds - 20) * 1000).toISOString(),
      attachments: [{ filename: `Rechnung-${invoice.number}.pdf`, contentType: 'application/pdf' }],
    });
    expect(invoiceMail.sentAt).not.toBeNull();
    expect(invoiceMail.events.map((e: { event: string; mailId: string }) => [e.event, e.mailId])).toEqual([
      ['processed', sent._id],
      ['delivered', sent._id],
    ]);

    const second = await kit.call(user, 'GET', `/api/invoices/${invoice._id}/emails?page=2&pageSize=1`);
    expect(second.json()).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ _id: sent._id }] });
  });
});
