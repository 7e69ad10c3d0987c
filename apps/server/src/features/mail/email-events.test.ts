import { generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { emailEvents, mailOutbox } from '../../db/schema/index.ts';
import { deliverQueuedMail } from '../../platform/mail/delivery.ts';
import { smtpTransport } from '../../platform/mail/transport.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

let t: TestApp;
let smtp: SMTPServer;
let smtpPort: number;
const inbox: { to: string[]; raw: string }[] = [];

const keyPair = () => generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const sendgrid = keyPair();
const publicKeyBase64 = sendgrid.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');

beforeAll(async () => {
  smtp = new SMTPServer({
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
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp(
    {},
    // With a key every post must be signed, even where unsigned posts are otherwise allowed.
    {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SENDGRID_WEBHOOK_PUBLIC_KEY: publicKeyBase64,
      EMAIL_EVENTS_ALLOW_UNSIGNED: 'true',
    },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** A company whose contract went out as an offer, delivered over SMTP: the message the events are about. */
async function sentOffer() {
  const company = await t.make.company();
  const owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
  const email = `kunde-${randomUUID().slice(0, 8)}@example.ch`;
  const contract = (
    await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: owner.headers,
      payload: {
        newCustomer: { gender: 'MALE', firstName: 'Hans', lastName: 'Muster', email },
        relocation: { priceType: 'hourly', hourPrice: 18000, hours: 4 },
      },
    })
  ).json();
  const offer = (
    await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract._id}/offers`,
      headers: owner.headers,
      payload: { language: 'de', validUntil: '2099-12-31' },
    })
  ).json();
  const transport = smtpTransport(`smtp://127.0.0.1:${smtpPort}`);
  await deliverQueuedMail(t.app.jobs, {
    db: t.database.db,
    transport,
    from: 'offerte@maxer.test',
    now: () => new Date(),
  });
  transport.close();
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  expect(mail!.status).toBe('sent');
  // What SendGrid would read from the message it relayed.
  const raw = inbox.find((m) => m.to.includes(email))!.raw;
  const outboxId = /X-SMTPAPI: \{"unique_args":\{"maxer_mail_id":"([0-9a-f-]{36})"\}\}/.exec(raw)![1]!;
  return { owner, email, offer, mail: mail!, outboxId };
}

function event(fields: Record<string, unknown>) {
  return {
    email: 'kunde@example.ch',
    timestamp: Math.floor(Date.now() / 1000),
    'smtp-id': '<14c5d75ce93.dfd.64b469@ismtpd-555>',
    sg_event_id: randomUUID(),
    sg_message_id: `${randomUUID()}.filter0001.16648.5515E0B88.0`,
    ...fields,
  };
}

function post(
  events: unknown[],
  options: { key?: KeyObject; timestamp?: number; signature?: string | null; body?: string } = {},
) {
  const body = options.body ?? JSON.stringify(events);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const signature =
    options.signature === undefined
      ? sign('sha256', Buffer.from(timestamp + body), {
          key: options.key ?? sendgrid.privateKey,
          dsaEncoding: 'der',
        }).toString('base64')
      : options.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/email-events',
    headers: {
      'content-type': 'application/json',
      'x-twilio-email-event-webhook-timestamp': timestamp,
      ...(signature === null ? {} : { 'x-twilio-email-event-webhook-signature': signature }),
    },
    payload: body,
  });
}

const getJson = async (session: Session, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: session.headers });
  return { status: response.statusCode, body: response.json() };
};

const storedFor = (mailId: string) =>
  t.database.db.select().from(emailEvents).where(eq(emailEvents.mailId, mailId));

describe('e-mail event webhook', () => {
  it('records signed events against our message; the offer shows the latest; a replay adds nothing', async () => {
    const { owner, offer, mail, outboxId } = await sentOffer();
    expect(outboxId).toBe(mail.id);
    const now = Math.floor(Date.now() / 1000);
    const events = [
      event({ event: 'processed', timestamp: now - 60, maxer_mail_id: outboxId }),
      event({ event: 'delivered', timestamp: now - 50, maxer_mail_id: outboxId, response: '250 OK' }),
      event({ event: 'open', timestamp: now - 10, maxer_mail_id: outboxId }),
      // An event type we do not track is acknowledged and ignored.
      event({ event: 'group_unsubscribe', maxer_mail_id: outboxId }),
    ];
    const first = await post(events);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ stored: 3, duplicates: 0, unmatched: 0, ignored: 1 });

    expect((await getJson(owner, `/api/offers/${offer._id}`)).body.mailStatus).toBe('open');
    const list = await getJson(owner, `/api/offers?contractId=${offer.contractId}`);
    expect(list.body.items[0].mailStatus).toBe('open');
    const history = await getJson(owner, `/api/offers/${offer._id}/email-events`);
    expect(history.status).toBe(200);
    expect(history.body.items.map((e: { event: string }) => e.event)).toEqual([
      'processed',
      'delivered',
      'open',
    ]);
    expect(history.body.items[1]).toMatchObject({
      mailId: mail.id,
      detail: '250 OK',
      occurredAt: new Date((now - 50) * 1000).toISOString(),
    });
    expect((await getJson(owner, `/api/mail/${mail.id}/events`)).body.items).toHaveLength(3);

    // SendGrid posts a batch again (a retry on its side): same sg_event_ids, a fresh signature.
    const replay = await post(events);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ stored: 0, duplicates: 3, unmatched: 0, ignored: 1 });
    expect(await storedFor(mail.id)).toHaveLength(3);

    // An older event arriving late does not move the status back; a newer bounce does.
    await post([event({ event: 'deferred', timestamp: now - 55, maxer_mail_id: outboxId })]);
    expect((await getJson(owner, `/api/offers/${offer._id}`)).body.mailStatus).toBe('open');
    await post([
      event({ event: 'bounce', timestamp: now, maxer_mail_id: outboxId, reason: '550 unknown user' }),
    ]);
    expect((await getJson(owner, `/api/offers/${offer._id}`)).body.mailStatus).toBe('bounce');
    // An event dated an hour ahead would stay the latest for ever: it is not believed.
    const ahead = await post([event({ event: 'delivered', timestamp: now + 3600, maxer_mail_id: outboxId })]);
    expect(ahead.json()).toMatchObject({ stored: 0, ignored: 1 });
    expect((await getJson(owner, `/api/offers/${offer._id}`)).body.mailStatus).toBe('bounce');

    // Another company sees none of it.
    const other = await t.make.company();
    const stranger = await signIn(t.app, (await t.make.user(other.id, { role: 'OWNER' })).email);
    expect((await getJson(stranger, `/api/offers/${offer._id}/email-events`)).status).toBe(404);
    expect((await getJson(stranger, `/api/mail/${mail.id}/events`)).status).toBe(404);
  });

  it('matches an event without our custom argument by its Message-ID (smtp-id)', async () => {
    const { mail } = await sentOffer();
    const response = await post([event({ event: 'delivered', 'smtp-id': mail.messageId })]);
    expect(response.json()).toMatchObject({ stored: 1, unmatched: 0 });
    expect((await storedFor(mail.id))[0]).toMatchObject({ event: 'delivered', companyId: mail.companyId });
  });

  it('acknowledges events about messages that are not ours without keeping them', async () => {
    const before = (await t.database.db.select().from(emailEvents)).length;
    const response = await post([
      event({ event: 'delivered', maxer_mail_id: randomUUID() }),
      event({ event: 'open', 'smtp-id': '<nobody@elsewhere.example>' }),
      event({ event: 'click', maxer_mail_id: 'not-a-uuid' }),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stored: 0, duplicates: 0, unmatched: 3, ignored: 0 });
    expect(await t.database.db.select().from(emailEvents)).toHaveLength(before);
  });

  it('refuses a missing, wrong or stale signature and a body changed after signing', async () => {
    const { mail } = await sentOffer();
    const events = [event({ event: 'delivered', maxer_mail_id: mail.id })];
    const refused = async (response: Awaited<ReturnType<typeof post>>) => {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('error_webhook_signature');
    };
    await refused(await post(events, { signature: null }));
    await refused(await post(events, { key: keyPair().privateKey }));
    await refused(await post(events, { signature: 'bm90IGEgc2lnbmF0dXJl' }));
    // Eleven minutes old, or from the future, though correctly signed.
    await refused(await post(events, { timestamp: Math.floor(Date.now() / 1000) - 11 * 60 }));
    await refused(await post(events, { timestamp: Math.floor(Date.now() / 1000) + 11 * 60 }));
    // Signed over one body, sent with another.
    const signedBody = JSON.stringify(events);
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = sign('sha256', Buffer.from(timestamp + signedBody), {
      key: sendgrid.privateKey,
      dsaEncoding: 'der',
    }).toString('base64');
    const tampered = JSON.stringify([{ ...events[0], event: 'spamreport' }]);
    await refused(await post([], { body: tampered, timestamp, signature }));
    expect(await storedFor(mail.id)).toHaveLength(0);

    // Within the window it is accepted.
    const fresh = await post(events, { timestamp: Math.floor(Date.now() / 1000) - 9 * 60 });
    expect(fresh.json()).toMatchObject({ stored: 1 });
  });

  it('refuses to start with a verification key that is not a P-256 public key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const rsaBase64 = rsa.export({ format: 'der', type: 'spki' }).toString('base64');
    expect(() => loadConfig({ SENDGRID_WEBHOOK_PUBLIC_KEY: rsaBase64 })).toThrow(
      /SENDGRID_WEBHOOK_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ SENDGRID_WEBHOOK_PUBLIC_KEY: 'garbage' })).toThrow(
      /SENDGRID_WEBHOOK_PUBLIC_KEY/,
    );
    expect(loadConfig({ SENDGRID_WEBHOOK_PUBLIC_KEY: publicKeyBase64 }).sendgridWebhookPublicKey).toBe(
      publicKeyBase64,
    );
  });
});

/** A test app for the tests of the enclosing describe, built before them (not inside a test's time). */
function appFor(overrides: Parameters<typeof createTestApp>[0], env: () => Record<string, string>) {
  const holder = {} as { app: TestApp };
  beforeAll(async () => {
    holder.app = await createTestApp(overrides, env());
  });
  afterAll(() => holder.app.close());
  return holder;
}

/** A sent message of our own, the kind a forged event would name (its id travels in every message). */
async function sentMailOf(app: TestApp) {
  const company = await app.make.company();
  const [row] = await app.database.db
    .insert(mailOutbox)
    .values({
      companyId: company.id,
      kind: 'test',
      recipient: 'kunde@example.ch',
      subject: 'Offerte',
      html: '<p>x</p>',
      text: 'x',
      messageId: `<${randomUUID()}@maxer.test>`,
      status: 'sent',
    })
    .returning();
  return row!;
}

const postUnsigned = (app: TestApp, body: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/webhooks/email-events',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    payload: body,
  });

describe('e-mail event webhook without a verification key', () => {
  const devMailbox = appFor({}, () => ({}));

  it('accepts unsigned posts with the development mailbox (no mail leaves the machine)', async () => {
    const { app } = devMailbox;
    const mail = await sentMailOf(app);
    const response = await postUnsigned(
      app,
      JSON.stringify([event({ event: 'delivered', maxer_mail_id: mail.id })]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ stored: 1 });
    expect((await postUnsigned(app, '[{"event":')).statusCode).toBe(400);
  });
});

describe('e-mail event webhook with SMTP and no verification key', () => {
  const smtpOnly = appFor({}, () => ({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }));
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const allowed = appFor({ logStream }, () => ({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    EMAIL_EVENTS_ALLOW_UNSIGNED: 'true',
    LOG_LEVEL: 'warn',
  }));

  it('refuses unsigned posts by default and stores nothing', async () => {
    const { app } = smtpOnly;
    const mail = await sentMailOf(app);
    const forged = await postUnsigned(
      app,
      JSON.stringify([event({ event: 'bounce', maxer_mail_id: mail.id, reason: '550 unknown user' })]),
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toMatchObject({
      code: 'error_webhook_unsigned',
      message: expect.stringContaining('SENDGRID_WEBHOOK_PUBLIC_KEY'),
    });
    expect(
      await app.database.db.select().from(emailEvents).where(eq(emailEvents.mailId, mail.id)),
    ).toHaveLength(0);
    const [after] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
    expect(after!.lastEvent).toBeNull();
  });

  it('accepts them when EMAIL_EVENTS_ALLOW_UNSIGNED says so, and warns at start-up', async () => {
    const { app } = allowed;
    const mail = await sentMailOf(app);
    const response = await postUnsigned(
      app,
      JSON.stringify([event({ event: 'delivered', maxer_mail_id: mail.id })]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ stored: 1 });
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warnings.some((w) => w.level === 40 && /unsigned/i.test(w.msg))).toBe(true);
  });

  it('takes its default from SMTP_URL', () => {
    expect(loadConfig({}).emailEventsAllowUnsigned).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.ch:587' }).emailEventsAllowUnsigned).toBe(false);
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example.ch:587', EMAIL_EVENTS_ALLOW_UNSIGNED: 'yes' })
        .emailEventsAllowUnsigned,
    ).toBe(true);
    expect(loadConfig({ EMAIL_EVENTS_ALLOW_UNSIGNED: 'false' }).emailEventsAllowUnsigned).toBe(false);
    expect(() => loadConfig({ EMAIL_EVENTS_ALLOW_UNSIGNED: 'sometimes' })).toThrow(
      /EMAIL_EVENTS_ALLOW_UNSIGNED/,
    );
  });
});
