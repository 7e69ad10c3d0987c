import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverQueuedMail } from '../../platform/mail/delivery.ts';
import { smtpTransport } from '../../platform/mail/transport.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';
import { startSmtpInbox } from '../../testing/smtp-inbox.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
let owner: Session;
let user: Session;
let stranger: Session;
/** Set by a test that needs a fixed "now"; the others run on the real clock. */
let clock: Date | undefined;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await createTestApp(
    { now: () => clock ?? new Date() },
    { PUBLIC_URL: 'https://app.maxer.test', SMTP_URL: smtp.url },
  );
  const company = await t.make.company({ name: 'Zügelblitz AG' });
  owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
  user = await signIn(t.app, (await t.make.user(company.id, { role: 'USER' })).email);
  stranger = await signIn(t.app, (await t.make.user((await t.make.company()).id, { role: 'OWNER' })).email);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'en',
) => t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

const deliver = () =>
  deliverQueuedMail(t.app.jobs, {
    db: t.database.db,
    transport: smtpTransport(smtp.url),
    from: 'offerte@maxer.test',
    now: () => new Date(),
  });

const lastMessageTo = (to: string) => smtp.lastMessageTo(to);

async function makeContract(session: Session, gender: 'MALE' | 'FEMALE' = 'FEMALE') {
  const email = `kunde-${Math.random().toString(36).slice(2, 8)}@example.ch`;
  const response = await call(session, 'POST', '/api/contracts', {
    newCustomer: { gender, firstName: 'Erika', lastName: 'Muster', email },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
  });
  expect(response.statusCode).toBe(201);
  return { email, contract: response.json() };
}

const template = {
  title: 'Offerte {{contract_number}} von {{company_name}}',
  body: '<p>{{gender_welcome}}</p><p>Ihre Offerte gilt bis {{valid_until}}: <b>{{total}}</b>.</p><script>alert(1)</script>',
};

describe('mail templates', () => {
  it('creates, lists, reads, updates and deletes a template, sanitising its body', async () => {
    const created = await call(user, 'POST', '/api/mail-templates', template);
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toEqual({
      _id: expect.any(String),
      title: template.title,
      body: '<p>{{gender_welcome}}</p><p>Ihre Offerte gilt bis {{valid_until}}: <strong>{{total}}</strong>.</p>',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const url = `/api/mail-templates/${saved._id}`;
    expect((await call(owner, 'GET', url)).json()).toEqual(saved);

    await call(owner, 'POST', '/api/mail-templates', { title: 'Zweite Erinnerung', body: '<p>Hallo</p>' });
    const list = await call(owner, 'GET', '/api/mail-templates?q=erinnerung&sort=-title&pageSize=5');
    expect(list.json()).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 5,
      items: [{ title: 'Zweite Erinnerung' }],
    });
    expect((await call(owner, 'GET', '/api/mail-templates')).json().total).toBe(2);

    const updated = await call(owner, 'PUT', url, { title: 'Ihre Offerte', body: '<p>{{name}}</p>' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Ihre Offerte', body: '<p>{{name}}</p>' });
    expect((await call(owner, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(owner, 'GET', url)).statusCode).toBe(404);
  });

  it('refuses an unknown placeholder on the field that holds it, in German and English', async () => {
    const en = await call(owner, 'POST', '/api/mail-templates', { title: 'Hallo', body: '<p>{{nme}}</p>' });
    expect(en.statusCode).toBe(400);
    expect(en.json().error.fields).toEqual({
      body: { code: 'error_placeholder_unknown', message: 'Unknown placeholder: {{nme}}' },
    });
    const de = await call(
      owner,
      'POST',
      '/api/mail-templates',
      { title: '{{firma}}', body: '<p>x</p>' },
      'de',
    );
    expect(de.json().error.fields).toEqual({
      title: { code: 'error_placeholder_unknown', message: 'Unbekannter Platzhalter: {{firma}}' },
    });
    const empty = await call(owner, 'POST', '/api/mail-templates', { title: ' ', body: '<p></p>' });
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(['body', 'title']);
  });

  it("previews a text filled with a real contract's data, and never another company's", async () => {
    const { email, contract } = await makeContract(owner, 'MALE');
    const preview = await call(owner, 'POST', '/api/mail-templates/preview', {
      ...template,
      contractId: contract._id,
      language: 'de',
      validUntil: '2099-03-31',
    });
    expect(preview.statusCode).toBe(200);
    const { subject, html, text } = preview.json();
    expect(subject).toBe(`Offerte ${contract.number} von Zügelblitz AG`);
    expect(html).toContain('<p>Sehr geehrter Herr Muster</p>');
    expect(html).toContain('31.03.2099');
    expect(html).toContain(`<strong>CHF ${(contract.price.grossHigh / 100).toFixed(2)}</strong>`);
    expect(html).toContain('href="https://app.maxer.test/accept-contract?token=preview"');
    expect(text).toContain('Sehr geehrter Herr Muster');
    expect(text).not.toContain('{{');
    expect(email).toContain('@');

    const foreign = await call(stranger, 'POST', '/api/mail-templates/preview', {
      ...template,
      contractId: contract._id,
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await call(owner, 'POST', '/api/mail-templates/preview', {
      title: 'x',
      body: '<p>{{preis}}</p>',
      contractId: contract._id,
    });
    expect(unknown.json().error.fields.body.code).toBe('error_placeholder_unknown');

    // Without a last day, the example one is 14 days from today in the company's time zone: 23:30 UTC
    // on 31 March is already 1 April in Zurich.
    clock = new Date('2026-03-31T23:30:00Z');
    try {
      const dated = await call(owner, 'POST', '/api/mail-templates/preview', {
        title: 'Gültig bis {{valid_until}}',
        body: '<p>x</p>',
        contractId: contract._id,
        language: 'de',
      });
      expect(dated.json().subject).toBe('Gültig bis 15.04.2026');
    } finally {
      clock = undefined;
    }
  });

  it("keeps a company's templates from every other company", async () => {
    const saved = (await call(owner, 'POST', '/api/mail-templates', template)).json();
    const url = `/api/mail-templates/${saved._id}`;
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', url, template)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/api/mail-templates')).json().total).toBe(0);
    expect((await call(owner, 'GET', url)).statusCode).toBe(200);

    const theirs = await makeContract(stranger);
    const send = await call(stranger, 'POST', `/api/contracts/${theirs.contract._id}/offers`, {
      validUntil: '2099-12-31',
      mailTemplateId: saved._id,
    });
    // Another company's template is an unknown one: the body's field is invalid (ADR 023).
    expect(send.statusCode).toBe(400);
    expect(Object.keys(send.json().error.fields)).toEqual(['mailTemplateId']);
    // Nothing happened: the contract is still open and no e-mail waits.
    const after = await call(stranger, 'GET', `/api/contracts/${theirs.contract._id}`);
    expect(after.json().status).toBe('OPEN');
    await deliver();
    expect(smtp.inbox.some((m) => m.to.includes(theirs.email))).toBe(false);
  });

  it('writes the offer e-mail from the chosen template, filled, with the link, over real SMTP', async () => {
    const saved = (await call(owner, 'POST', '/api/mail-templates', template)).json();
    const { email, contract } = await makeContract(owner);
    const sent = await call(owner, 'POST', `/api/contracts/${contract._id}/offers`, {
      language: 'de',
      validUntil: '2099-12-31',
      mailTemplateId: saved._id,
    });
    expect(sent.statusCode).toBe(201);
    await deliver();
    const message = lastMessageTo(email);
    expect(message).toContain(`Subject: Offerte ${contract.number} von Zügelblitz AG`);
    expect(message).toContain('Sehr geehrte Frau Muster');
    expect(message).toContain('Ihre Offerte gilt bis 31.12.2099');
    expect(message).not.toContain('{{');
    expect(message).not.toContain('alert(1)');
    expect(message).toMatch(/https:\/\/app\.maxer\.test\/accept-contract\?token=[A-Za-z0-9_-]{20,}/);
  });

  it('lets a template place the link itself, in English', async () => {
    const saved = (
      await call(owner, 'POST', '/api/mail-templates', {
        title: 'Your offer {{contract_number}}',
        body: '<p>{{gender_welcome}}, open {{offer_link}} before {{valid_until}}.</p>',
      })
    ).json();
    const { email, contract } = await makeContract(owner, 'MALE');
    await call(owner, 'POST', `/api/contracts/${contract._id}/offers`, {
      language: 'en',
      validUntil: '2099-12-31',
      mailTemplateId: saved._id,
    });
    await deliver();
    const message = lastMessageTo(email);
    expect(message).toContain('Dear Mr Muster, open https://app.maxer.test/en/accept-contract?token=');
    expect(message).toContain('before 31 Dec 2099');
    // Placed by the template, so not appended a second time.
    expect(message).not.toContain('View the offer');
  });
});
