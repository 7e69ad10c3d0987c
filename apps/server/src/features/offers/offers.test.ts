import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { computePrice, SOCKET } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, offers } from '../../db/schema/index.ts';
import { deliverQueuedMail } from '../../platform/mail/delivery.ts';
import { smtpTransport } from '../../platform/mail/transport.ts';
import { maskSecretsInUrl } from '../../platform/security.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

let t: TestApp;
let smtp: SMTPServer;
let smtpPort: number;
const inbox: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    // The mailer keeps pooled connections open; closing waits this long for them instead of 30 s.
    closeTimeout: 100,
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
    { PUBLIC_URL: 'https://app.maxer.test', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const deliver = () =>
  deliverQueuedMail(t.app.jobs, {
    db: t.database.db,
    transport: smtpTransport(`smtp://127.0.0.1:${smtpPort}`),
    from: 'offerte@maxer.test',
    now: () => new Date(),
  });

/** The link of the last message to `to`, decoded from quoted-printable. */
function linkTo(to: string) {
  const message = [...inbox].reverse().find((m) => m.to.includes(to));
  const text = message!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https:\/\/app\.maxer\.test\/(?:en\/)?accept-contract\?token=([A-Za-z0-9_-]+)/.exec(text)!;
}

async function setup(companyValues: Parameters<TestApp['make']['company']>[0] = {}) {
  const company = await t.make.company({
    name: `Zügelblitz ${randomUUID().slice(0, 6)} AG`,
    ...companyValues,
  });
  const owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
  const email = `kunde-${Math.random().toString(36).slice(2, 8)}@example.ch`;
  const contract = (
    await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: owner.headers,
      payload: {
        newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName: 'Muster', email },
        relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
        trash: { flatRatePrice: 30000 },
        cleaning: { type: 'select', price: 89000 },
      },
    })
  ).json();
  return { company, owner, email, contract };
}

const send = (session: Session, contractId: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/contracts/${contractId}/offers`,
    headers: session.headers,
    payload: { language: 'de', validUntil: '2099-12-31', ...payload },
  });
const pub = (method: 'GET' | 'POST', path: string, payload?: object, language = 'en') =>
  t.app.inject({
    method,
    url: `/api/public/offers/${path}`,
    payload,
    headers: { 'accept-language': language },
  });

describe('offers', () => {
  it('goes out by real SMTP with a link; the customer views it, accepts chosen services once; the office is told', async () => {
    const { company, owner, email, contract } = await setup();
    const sent = await send(owner, contract._id);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      state: 'open',
      recipient: email,
      contractNumber: contract.number,
      viewCount: 0,
    });
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/contracts/${contract._id}`, headers: owner.headers })
      ).json().status,
    ).toBe('PENDING');

    await deliver();
    const [, token] = linkTo(email);
    const message = inbox.find((m) => m.to.includes(email))!;
    expect(message.raw).toContain('Sehr geehrte Frau Muster');

    const view = await pub('GET', token!);
    expect(view.statusCode).toBe(200);
    expect(view.headers['referrer-policy']).toBe('no-referrer');
    expect(view.json()).toMatchObject({
      state: 'open',
      company: { name: company.name },
      contract: { number: contract.number },
    });
    expect(view.json().contract.price.grossHigh).toBe(contract.price.grossHigh);

    const page = await t.app
      .listen({ port: 0, host: '127.0.0.1' })
      .then(() => (t.app.server.address() as AddressInfo).port);
    const socket = io(`http://127.0.0.1:${page}`, {
      path: SOCKET.path,
      transports: ['websocket'],
      auth: { token: owner.token },
      reconnection: false,
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', reject);
    });
    const told = new Promise((resolve) => socket.on('offer.accepted', resolve));

    const accept = () =>
      pub('POST', `${token}/accept`, {
        acceptedServices: ['relocation', 'cleaning'],
        termsAccepted: true,
        revision: 1,
      });
    const [first, second] = await Promise.all([accept(), accept()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({ state: 'accepted', acceptedServices: ['cleaning', 'relocation'] });
    await expect(told).resolves.toMatchObject({ contractId: contract._id, contractNumber: contract.number });
    socket.close();

    const [row] = await t.database.db.select().from(contracts).where(eq(contracts.id, contract._id));
    expect(row!.status).toBe('ACCEPTED');
    const expected = computePrice({
      relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
      trash: { flatRatePrice: 30000 },
      cleaning: { type: 'select', price: 89000 },
      acceptedServices: ['cleaning', 'relocation'],
      vatRate: 7.7,
      currency: 'CHF',
    });
    expect(row!.acceptedSnapshot).toMatchObject({ grossHigh: expected.grossHigh, netLow: expected.netLow });
    const [offer] = await t.database.db.select().from(offers).where(eq(offers.contractId, contract._id));
    expect(offer!.acceptance).toMatchObject({ ip: '127.0.0.1', documentSha256: view.json().documentSha256 });
    expect(offer!.firstViewedAt).toBeInstanceOf(Date);

    await deliver();
    const confirmations = inbox.filter((m) => m.to.includes(email) && m.raw.includes('angenommen'));
    expect(confirmations).toHaveLength(1);
    const other = await pub('POST', `${token}/accept`, {
      acceptedServices: ['trash'],
      termsAccepted: true,
      revision: 1,
    });
    expect(other.statusCode).toBe(409);
    expect((await pub('POST', `${token}/reject`, {})).json().error.code).toBe('error_offer_decided');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/offers?state=accepted',
      headers: owner.headers,
    });
    expect(listed.json().items[0]).toMatchObject({
      contractId: contract._id,
      mailStatus: 'sent',
      acceptedServices: ['cleaning', 'relocation'],
    });
    expect(row!.companyId).toBe(company.id);
  });

  it('needs the terms agreement and at least one offered service', async () => {
    const { owner, email, contract } = await setup();
    await send(owner, contract._id);
    await deliver();
    const [, token] = linkTo(email);
    const noTerms = await pub(
      'POST',
      `${token}/accept`,
      { acceptedServices: ['relocation'], termsAccepted: false },
      'de',
    );
    expect(noTerms.json().error.fields.termsAccepted).toEqual({
      code: 'error_terms_not_accepted',
      message: 'Bitte akzeptieren Sie die AGB.',
    });
    const none = await pub('POST', `${token}/accept`, {
      acceptedServices: [],
      termsAccepted: true,
      revision: 1,
    });
    expect(none.json().error.fields.acceptedServices.code).toBe('error_field_required');
    const unknown = await pub('POST', `${token}/accept`, {
      acceptedServices: ['storage'],
      termsAccepted: true,
      revision: 1,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('replaces the older link, refuses a new offer for an accepted contract, and expires', async () => {
    const { owner, email, contract } = await setup();
    await send(owner, contract._id);
    await deliver();
    const [, oldToken] = linkTo(email);
    await send(owner, contract._id, { language: 'en' });
    await deliver();
    const [link, newToken] = linkTo(email);
    expect(link).toContain('/en/accept-contract');
    const old = await pub('GET', oldToken!);
    expect(old.statusCode).toBe(404);
    expect(old.json().error.message).toBe('There is no Contract with the Given Link');

    await t.database.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(offers.contractId, contract._id));
    const expired = await pub('GET', newToken!);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('error_offer_expired');
    expect(expired.body).not.toContain(contract.customer.name);
    expect((await pub('GET', `${newToken}/pdf`)).statusCode).toBe(410);
    expect((await pub('GET', `${newToken}/agb`)).statusCode).toBe(410);
    expect(
      (
        await pub('POST', `${newToken}/accept`, {
          acceptedServices: ['relocation'],
          termsAccepted: true,
          revision: 1,
        })
      ).statusCode,
    ).toBe(410);
    expect(
      (await send(owner, contract._id, { validUntil: '2020-01-01' })).json().error.fields.validUntil.code,
    ).toBe('error_field_invalid');

    await t.database.db.update(contracts).set({ status: 'ACCEPTED' }).where(eq(contracts.id, contract._id));
    const refused = await send(owner, contract._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('error_offer_contract_accepted');
  });

  it('lets the customer reject with a reason, unless the company hides the button', async () => {
    const { owner, email, contract } = await setup();
    await send(owner, contract._id);
    await deliver();
    const [, token] = linkTo(email);
    const rejected = await pub('POST', `${token}/reject`, { reason: 'Zu teuer' });
    expect(rejected.json().state).toBe('rejected');
    expect((await pub('POST', `${token}/reject`, { reason: 'Zu teuer' })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/contracts/${contract._id}`, headers: owner.headers })
      ).json().status,
    ).toBe('REJECTED');

    const hidden = await setup({ hideRejectOfferButton: true });
    await send(hidden.owner, hidden.contract._id);
    await deliver();
    const [, hiddenToken] = linkTo(hidden.email);
    expect((await pub('POST', `${hiddenToken}/reject`, {})).statusCode).toBe(403);
  });

  it("keeps another company's contracts and offers out of reach, and an unknown link says nothing", async () => {
    const mine = await setup();
    const theirs = await setup();
    const sent = (await send(mine.owner, mine.contract._id)).json();
    expect((await send(theirs.owner, mine.contract._id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/offers/${sent._id}`, headers: theirs.owner.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/offers', headers: theirs.owner.headers })).json().total,
    ).toBe(0);
    const unknown = await pub('GET', 'x'.repeat(43), undefined, 'de');
    expect(unknown.json().error).toEqual({
      code: 'error_contract_link_not_found',
      message: 'Es gibt keinen Auftrag zu diesem Link',
    });
  });

  it('keeps the secret out of logged addresses', () => {
    expect(maskSecretsInUrl('/api/public/offers/abc123secret/accept')).toBe(
      '/api/public/offers/[token]/accept',
    );
    expect(maskSecretsInUrl('/accept-contract?token=abc123&x=1')).toBe('/accept-contract?token=[token]&x=1');
  });
});
