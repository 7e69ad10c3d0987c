import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { deliverQueuedMail, MAX_ATTEMPTS } from './delivery.ts';
import { enqueueMail, enqueueMailJob, MAIL_JOB } from './outbox.ts';
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

/** Only the jobs that are due now; and also those waiting for their next attempt. */
const due = {};
const all = { includeDeferred: true };

/** The mail job of outbox message `id`, with when its next attempt is due. */
async function jobOf(id: string) {
  const [job] = await t.app.jobs.boss.findJobs(MAIL_JOB, { key: `mail:${id}` });
  return job!;
}

describe('mail outbox', () => {
  it('sends nothing for a change that rolled back: neither the message nor its job exists', async () => {
    let id = '';
    await expect(
      t.database.db.transaction(async (tx) => {
        id = await enqueueMail(tx, t.app.jobs, mail('rollback@example.com'), 'maxer.test');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(id).not.toBe('');
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'rollback@example.com'));
    expect(rows).toHaveLength(0);
    expect(await t.app.jobs.boss.findJobs(MAIL_JOB, { key: `mail:${id}` })).toEqual([]);
  });

  it('delivers a committed message over SMTP with its own Message-ID, once', async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const id = await t.database.db.transaction((tx) =>
      enqueueMail(tx, t.app.jobs, mail('kunde@example.com'), 'maxer.test'),
    );
    // The message's key: a second job for it is not created while the first waits.
    expect(await t.database.db.transaction((tx) => enqueueMailJob(tx, t.app.jobs, id))).toBeNull();
    const deps = { db: t.database.db, transport, from: 'Maxer <no-reply@maxer.test>', now: () => new Date() };
    expect(await deliverQueuedMail(t.app.jobs, deps, due)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverQueuedMail(t.app.jobs, deps, all)).toEqual({ sent: 0, failed: 0 });
    const got = received.filter((r) => r.to.includes('kunde@example.com'));
    expect(got).toHaveLength(1);
    expect(got[0]!.raw).toContain(`Message-ID: <${id}@maxer.test>`);
    expect(got[0]!.from).toBe('no-reply@maxer.test');
    // SendGrid echoes this custom argument in every delivery event of the message.
    expect(got[0]!.raw).toContain(`X-SMTPAPI: {"unique_args":{"maxer_mail_id":"${id}"}}`);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await jobOf(id)).state).toBe('completed');
    transport.close();
  });

  it('keeps a message while the mail server is down, retries with growing delays, and gives up visibly', async () => {
    const down = smtpTransport('smtp://127.0.0.1:1');
    const deps = { db: t.database.db, transport: down, from: 'no-reply@maxer.test', now: () => new Date() };
    const id = await t.database.db.transaction((tx) =>
      enqueueMail(tx, t.app.jobs, mail('spaeter@example.com'), 'maxer.test'),
    );
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const failedAt = Date.now();
      expect((await deliverQueuedMail(t.app.jobs, deps, all)).failed).toBe(1);
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row!.attempts).toBe(attempt);
      expect(row!.lastError).toMatch(/ECONNREFUSED/);
      expect(row!.status).toBe(attempt < MAX_ATTEMPTS ? 'queued' : 'failed');
      const job = await jobOf(id);
      expect(job.state).toBe(attempt < MAX_ATTEMPTS ? 'retry' : 'failed');
      if (attempt < MAX_ATTEMPTS) delays.push(new Date(job.startAfter).getTime() - failedAt);
      // Not due again before its delay.
      expect((await deliverQueuedMail(t.app.jobs, deps, due)).failed).toBe(0);
    }
    // 30 s, then doubling (with jitter: each within [30 s · 2^(n-1), 30 s · 2^n]).
    expect(delays[0]).toBeGreaterThanOrEqual(25_000);
    expect(delays[0]).toBeLessThanOrEqual(61_000);
    for (let n = 1; n < delays.length; n++) expect(delays[n]).toBeGreaterThan(delays[n - 1]! * 0.99);
    expect(delays[2]).toBeGreaterThan(delays[0]! * 1.9);
    // Given up: nothing is attempted any more.
    expect(await deliverQueuedMail(t.app.jobs, deps, all)).toEqual({ sent: 0, failed: 0 });
    down.close();
  });

  it('retries after a temporary refusal and then delivers', async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const deps = { db: t.database.db, transport, from: 'no-reply@maxer.test', now: () => new Date() };
    const id = await t.database.db.transaction((tx) =>
      enqueueMail(tx, t.app.jobs, mail('zweiter-versuch@example.com'), 'maxer.test'),
    );
    refuse = true;
    expect(await deliverQueuedMail(t.app.jobs, deps, due)).toEqual({ sent: 0, failed: 1 });
    refuse = false;
    expect(await deliverQueuedMail(t.app.jobs, deps, all)).toEqual({ sent: 1, failed: 0 });
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    transport.close();
  });

  it('keeps a message while the mail server is down and delivers it exactly once when it is back', async () => {
    // A port nobody listens on yet: the mail server is down.
    const probe = await startSmtp(0, []);
    const downPort = (probe.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const transport = smtpTransport(`smtp://127.0.0.1:${downPort}`);
    const deps = { db: t.database.db, transport, from: 'no-reply@maxer.test', now: () => new Date() };
    const id = await t.database.db.transaction((tx) =>
      enqueueMail(tx, t.app.jobs, mail('ausfall@example.com'), 'maxer.test'),
    );
    expect(await deliverQueuedMail(t.app.jobs, deps, due)).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);

    const back: Received[] = [];
    const smtp = await startSmtp(downPort, back);
    expect(await deliverQueuedMail(t.app.jobs, deps, all)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverQueuedMail(t.app.jobs, deps, all)).toEqual({ sent: 0, failed: 0 });
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
    const deps = { db: t.database.db, transport, from: 'no-reply@maxer.test', now: () => new Date() };
    const recipients = [
      'abgelehnt@example.com',
      ...Array.from({ length: 7 }, (_, i) => `stapel-${i}@example.com`),
    ];
    const ids = await t.database.db.transaction(async (tx) => {
      const created = [];
      for (const to of recipients) created.push(await enqueueMail(tx, t.app.jobs, mail(to), 'maxer.test'));
      return created;
    });
    expect(await deliverQueuedMail(t.app.jobs, deps, due)).toEqual({ sent: 7, failed: 1 });
    expect(await deliverQueuedMail(t.app.jobs, deps, all)).toEqual({ sent: 0, failed: 0 });
    for (const to of recipients.slice(1)) expect(got.filter((r) => r.to.includes(to))).toHaveLength(1);
    const [refused] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids[0]!));
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused!.lastError).toContain('no such user');
    transport.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
});
