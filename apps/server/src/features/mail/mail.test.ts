import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { deliverQueuedMail, MAX_ATTEMPTS } from '../../platform/mail/delivery.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { smtpTransport } from '../../platform/mail/transport.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

let t: TestApp;
let smtp: SMTPServer;
let port: number;
const inbox: { to: string[]; raw: string }[] = [];

/** A real SMTP server on `listenPort` (0: any free port). */
async function startSmtp(listenPort: number) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return server;
}

beforeAll(async () => {
  // Find a free port, then leave it closed: the mail server is down until a test starts it there.
  smtp = await startSmtp(0);
  port = (smtp.server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  t = await createTestApp({}, { SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

let clock = new Date(Date.now() + 1000);
/** One round of the mail jobs; `includeDeferred`: also those waiting for their next attempt. */
const deliver = async (includeDeferred = false) => {
  const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
  try {
    return await deliverQueuedMail(
      t.app.jobs,
      { db: t.database.db, transport, from: 'no-reply@maxer.test', now: () => clock },
      { includeDeferred },
    );
  } finally {
    transport.close();
  }
};

/** Enqueue a message of the company and let every attempt fail against the closed port. */
async function failedMessage(companyId: string, to: string) {
  const id = await t.database.db.transaction((tx) =>
    enqueueMail(
      tx,
      t.app.jobs,
      { companyId, kind: 'offer', to, subject: `Offerte für ${to}`, html: '<p>x</p>', text: 'x' },
      'maxer.test',
    ),
  );
  // Each attempt without waiting for the delay before it.
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) await deliver(true);
  return id;
}

const get = (session: Session, url: string) => t.app.inject({ method: 'GET', url, headers: session.headers });
const retry = (session: Session, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/mail/${id}/retry`, headers: session.headers });

describe('failed e-mails', () => {
  it('lists the messages that gave up with their error, per company, and sends one again exactly once', async () => {
    const company = await t.make.company();
    const user = await signIn(t.app, (await t.make.user(company.id, { role: 'USER' })).email);
    const other = await t.make.company();
    const stranger = await signIn(t.app, (await t.make.user(other.id, { role: 'OWNER' })).email);

    const first = await failedMessage(company.id, 'erste@example.ch');
    const second = await failedMessage(company.id, 'zweite@example.ch');
    const foreign = await failedMessage(other.id, 'fremd@example.ch');

    const page = await get(user, '/api/mail?status=failed&pageSize=1');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.json().items[0]).toMatchObject({
      _id: second,
      recipient: 'zweite@example.ch',
      subject: 'Offerte für zweite@example.ch',
      status: 'failed',
      deliveryState: 'failed',
      attempts: MAX_ATTEMPTS,
    });
    expect(page.json().items[0].lastError).toMatch(/ECONNREFUSED|connect/i);
    expect((await get(user, '/api/mail?status=failed&page=2&pageSize=1')).json().items[0]._id).toBe(first);
    expect((await get(user, '/api/mail?status=bogus')).statusCode).toBe(400);

    // Another company's message: invisible and not retryable.
    expect(
      (await get(stranger, '/api/mail?status=failed')).json().items.map((m: { _id: string }) => m._id),
    ).toEqual([foreign]);
    expect((await retry(stranger, first)).statusCode).toBe(404);
    expect((await retry(user, foreign)).statusCode).toBe(404);

    const retried = await retry(user, first);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ _id: first, status: 'queued', attempts: 0 });
    // A second click while it is queued changes nothing.
    expect((await retry(user, first)).statusCode).toBe(409);
    expect((await get(user, '/api/mail?status=failed')).json().total).toBe(1);

    // The mail server is back: the message goes out once.
    smtp = await startSmtp(port);
    const deliveredAt = clock;
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    clock = new Date(clock.getTime() + 24 * 60 * 60_000);
    expect(await deliver(true)).toEqual({ sent: 0, failed: 0 });
    expect(inbox.filter((m) => m.to.includes('erste@example.ch'))).toHaveLength(1);
    expect(inbox.filter((m) => m.to.includes('zweite@example.ch'))).toHaveLength(0);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, first));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect((await retry(user, first)).statusCode).toBe(409);

    // The record of what was sent: recipient, subject, Message-ID, time, status.
    const all = (await get(user, '/api/mail')).json();
    expect(all.total).toBe(2);
    expect(all.items.find((m: { _id: string }) => m._id === first)).toMatchObject({
      recipient: 'erste@example.ch',
      subject: 'Offerte für erste@example.ch',
      messageId: `<${first}@maxer.test>`,
      status: 'sent',
      deliveryState: 'sent',
      sentAt: deliveredAt.toISOString(),
    });
  });

  it('refuses a platform admin who is not acting for a company, and unknown ids', async () => {
    const company = await t.make.company();
    const owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
    expect((await retry(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(owner, '/api/mail/00000000-0000-4000-8000-000000000000/events')).statusCode).toBe(404);
    expect(
      (await get(owner, '/api/offers/00000000-0000-4000-8000-000000000000/email-events')).statusCode,
    ).toBe(404);
    const admin = await t.make.admin();
    const session = await signIn(t.app, admin.email, { host: 'admin.localhost' });
    expect((await get(session, '/api/mail?status=failed')).statusCode).toBe(403);
    expect((await get(owner, '/api/mail')).statusCode).toBe(200);
  });
});
