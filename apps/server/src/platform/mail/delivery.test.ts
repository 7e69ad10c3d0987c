import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { deliverDueMail, MAX_ATTEMPTS, retryDelayMs } from './delivery.ts';
import { enqueueMail } from './outbox.ts';
import { smtpTransport } from './transport.ts';

/** A real SMTP server on `port` (0: any) that records what it accepts. */
async function startSmtp(port: number, into: Received[], refuses: (to: string) => boolean = () => false) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (!refuses(address.address)) return callback();
      callback(Object.assign(new Error('550 no such user'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        into.push({ from: '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return smtp;
}

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let t: TestApp;
let received: Received[];
let server: SMTPServer;
let port: number;
let refuse = false;

beforeAll(async () => {
  t = await createTestApp();
  received = [];
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (refuse) return callback(Object.assign(new Error('451 try again later'), { responseCode: 451 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const mail = (to: string) => ({
  companyId: null,
  kind: 'test',
  to,
  subject: 'Ihre Offerte für den Umzug',
  html: '<p>Grüezi</p>',
  text: 'Grüezi',
});

describe('mail outbox', () => {
  it('sends nothing for a change that rolled back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('rollback@example.com'), 'maxer.test');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'rollback@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('delivers a committed message over SMTP with its own Message-ID, once', async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const id = await t.database.db.transaction((tx) =>
      enqueueMail(tx, mail('kunde@example.com'), 'maxer.test'),
    );
    const deps = { db: t.database.db, transport, from: 'Maxer <no-reply@maxer.test>', now: () => new Date() };
    expect(await deliverDueMail(deps)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 0 });
    const got = received.filter((r) => r.to.includes('kunde@example.com'));
    expect(got).toHaveLength(1);
    expect(got[0]!.raw).toContain(`Message-ID: <${id}@maxer.test>`);
    expect(got[0]!.from).toBe('no-reply@maxer.test');
    // SendGrid echoes this custom argument in every delivery event of the message.
    expect(got[0]!.raw).toContain(`X-SMTPAPI: {"unique_args":{"maxer_mail_id":"${id}"}}`);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    transport.close();
  });

  it('keeps a message while the mail server is down, retries with growing delays, and gives up visibly', async () => {
    let clock = new Date(Date.now() + 1000);
    const down = smtpTransport('smtp://127.0.0.1:1');
    const deps = { db: t.database.db, transport: down, from: 'no-reply@maxer.test', now: () => clock };
    const id = await t.database.db.transaction((tx) =>
      enqueueMail(tx, mail('spaeter@example.com'), 'maxer.test'),
    );
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDueMail(deps);
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row!.attempts).toBe(attempt);
      expect(row!.lastError).toMatch(/ECONNREFUSED/);
      expect(row!.status).toBe(attempt < MAX_ATTEMPTS ? 'queued' : 'failed');
      // Not due again before its delay.
      expect((await deliverDueMail(deps)).failed).toBe(0);
      clock = new Date(clock.getTime() + retryDelayMs(attempt));
    }
    expect(retryDelayMs(1)).toBeLessThan(retryDelayMs(3));
    down.close();
  });

  it('retries after a temporary refusal and then delivers', async () => {
    let clock = new Date(Date.now() + 1000);
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const deps = { db: t.database.db, transport, from: 'no-reply@maxer.test', now: () => clock };
    const id = await t.database.db.transaction((tx) =>
      enqueueMail(tx, mail('zweiter-versuch@example.com'), 'maxer.test'),
    );
    refuse = true;
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 1 });
    refuse = false;
    clock = new Date(clock.getTime() + retryDelayMs(1));
    expect(await deliverDueMail(deps)).toEqual({ sent: 1, failed: 0 });
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    transport.close();
  });

  it('keeps a message while the mail server is down and delivers it exactly once when it is back', async () => {
    // A port nobody listens on yet: the mail server is down.
    const probe = await startSmtp(0, []);
    const downPort = (probe.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    let clock = new Date(Date.now() + 1000);
    const transport = smtpTransport(`smtp://127.0.0.1:${downPort}`);
    const deps = { db: t.database.db, transport, from: 'no-reply@maxer.test', now: () => clock };
    const id = await t.database.db.transaction((tx) =>
      enqueueMail(tx, mail('ausfall@example.com'), 'maxer.test'),
    );
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);

    const back: Received[] = [];
    const smtp = await startSmtp(downPort, back);
    clock = new Date(clock.getTime() + retryDelayMs(1));
    expect(await deliverDueMail(deps)).toEqual({ sent: 1, failed: 0 });
    clock = new Date(clock.getTime() + 24 * 60 * 60_000);
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 0 });
    expect(back.filter((r) => r.to.includes('ausfall@example.com'))).toHaveLength(1);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    transport.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends a batch side by side: each message once; a recipient refused for good fails at once', async () => {
    const got: Received[] = [];
    // This server refuses one recipient for good.
    const smtp = await startSmtp(0, got, (to) => to === 'abgelehnt@example.com');
    const transport = smtpTransport(`smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`);
    const clock = new Date(Date.now() + 1000);
    const deps = { db: t.database.db, transport, from: 'no-reply@maxer.test', now: () => clock };
    const recipients = [
      'abgelehnt@example.com',
      ...Array.from({ length: 7 }, (_, i) => `stapel-${i}@example.com`),
    ];
    const ids = await t.database.db.transaction(async (tx) => {
      const created = [];
      for (const to of recipients) created.push(await enqueueMail(tx, mail(to), 'maxer.test'));
      return created;
    });
    expect(await deliverDueMail(deps)).toEqual({ sent: 7, failed: 1 });
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 0 });
    for (const to of recipients.slice(1)) expect(got.filter((r) => r.to.includes(to))).toHaveLength(1);
    const [refused] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids[0]!));
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused!.lastError).toContain('no such user');
    transport.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
});
